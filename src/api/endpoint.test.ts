import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ExactNumber } from '../../schemas/payload/exact-number.ts';
import type { SubmissionPayload } from '../../schemas/payload/submission.ts';
import { payloadOfAnswer, type PayloadName } from '../../schemas/server/v1/payloads.ts';
import { CashierApiError } from './api-error.ts';
import { deleteUserCard } from './delete-user-card.ts';
import { queryKey, type Mutation } from './endpoint.ts';
import { paymentGroupsApi, payoutGroupsApi } from './groups-api.ts';
import { getMethodInfo } from './methods.ts';
import { getMethods } from './methods.ts';
import { requestRouteStep } from './route-step.ts';
import { submitPayment } from './submit-payment.ts';
import { postThreeDsResult } from './three-ds-result.ts';
import { getUserCards } from './user-cards.ts';

const ORIGIN = 'http://cashier.test';
const V1 = '/api/cashier-service/v1.0';

const euro = { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 };
const limits = { min_amount: 10, max_amount: 1000 };
const payGroup = { id: 7, short_name: 'card', public_name: 'Bank card', action_type: 'Activity', currencies: [{ currency: euro, limits }] };
const details = { currency: euro, limits, parameters: [{ name: 'amount', type: 'amount' }] };
const success = { action: 'result', result_status: 'success' };
/** A body as the server receives it. */
const received = (body: object): unknown => JSON.parse(JSON.stringify(body));

const submission: SubmissionPayload = {
  amount: ExactNumber.of(25),
  currency: 'EUR',
  browser_data: {
    color_depth: 24,
    language: 'en',
    time_zone: 0,
    timezone_name: 'UTC',
    java_enabled: false,
    screen_height: 800,
    screen_width: 1280,
    window_height: 700,
    window_width: 1200,
    user_agent: 'test',
    java_script_enabled: 'true',
  },
  parameters: {},
  fingerprint: 'fp-1',
  is_new_payout_account: false,
};

interface Sent {
  method: string;
  path: string;
  session: string | null;
  fingerprint: string | null;
  body: unknown;
}

/** One endpoint: how it is called, the request it must send, the answer it gets and what it resolves to. */
interface Row {
  call: () => Promise<unknown>;
  sends: Omit<Sent, 'session'>;
  /** The registry entry the answer is parsed with. */
  payload: PayloadName;
  answer: object;
  resolves: unknown;
}

const ENDPOINTS: Record<string, Row> = {
  'getMethods (deposit)': {
    call: () => getMethods('s-1', paymentGroupsApi),
    sends: { method: 'GET', path: `${V1}/payments/groups/init`, fingerprint: null, body: null },
    payload: 'depositMethods',
    answer: { payment_groups: [payGroup], user_balance: 5 },
    resolves: { payload: { payment_groups: [payGroup], user_balance: 5 }, methods: [payGroup] },
  },
  'getMethods (withdrawal)': {
    call: () => getMethods('s-1', payoutGroupsApi),
    sends: { method: 'GET', path: `${V1}/payouts/groups/init`, fingerprint: null, body: null },
    payload: 'withdrawalMethods',
    answer: { payout_groups: [payGroup] },
    resolves: { payload: { payout_groups: [payGroup] }, methods: [payGroup] },
  },
  'getMethodInfo (deposit)': {
    call: () => getMethodInfo('s-1', paymentGroupsApi, { id: 7, currency: 'EUR' }),
    sends: { method: 'POST', path: `${V1}/payments/groups/7/select`, fingerprint: null, body: { currency: 'EUR' } },
    payload: 'methodDetails',
    answer: details,
    resolves: details,
  },
  'getMethodInfo (withdrawal)': {
    call: () => getMethodInfo('s-1', payoutGroupsApi, { id: 9, currency: 'USD' }),
    sends: { method: 'POST', path: `${V1}/payouts/groups/9/select`, fingerprint: null, body: { currency: 'USD' } },
    payload: 'methodDetails',
    answer: details,
    resolves: details,
  },
  'submitPayment (deposit)': {
    call: () => submitPayment('s-1', paymentGroupsApi, 7, submission, new AbortController().signal, 'key-1'),
    sends: { method: 'POST', path: `${V1}/payments/groups/7/submit`, fingerprint: null, body: received(submission) },
    payload: 'paymentResult',
    answer: success,
    resolves: success,
  },
  'submitPayment (withdrawal)': {
    call: () => submitPayment('s-1', payoutGroupsApi, 9, submission, new AbortController().signal, 'key-1'),
    sends: { method: 'POST', path: `${V1}/payouts/groups/9/submit`, fingerprint: null, body: received(submission) },
    payload: 'paymentResult',
    answer: success,
    resolves: success,
  },
  postThreeDsResult: {
    call: () => postThreeDsResult('s-1', { PaRes: 'abc' }),
    sends: { method: 'POST', path: `${V1}/payments/3ds-result`, fingerprint: null, body: { session_id: 's-1', PaRes: 'abc' } },
    payload: 'paymentResult',
    answer: success,
    resolves: success,
  },
  'getUserCards (with a fingerprint)': {
    call: () => getUserCards('s-1', 'fp-1'),
    sends: { method: 'GET', path: `${V1}/user-cards`, fingerprint: 'fp-1', body: null },
    payload: 'userCards',
    answer: { cards: [{ card_id: 'crd_1', last4: '1111' }] },
    resolves: { cards: [{ card_id: 'crd_1', last4: '1111' }] },
  },
  'getUserCards (without)': {
    call: () => getUserCards('s-1'),
    sends: { method: 'GET', path: `${V1}/user-cards`, fingerprint: null, body: null },
    payload: 'userCards',
    answer: { cards: [] },
    resolves: { cards: [] },
  },
  deleteUserCard: {
    call: () => deleteUserCard('s-1', 'crd_1'),
    sends: { method: 'DELETE', path: `${V1}/user-cards`, fingerprint: null, body: { card_id: 'crd_1', withholding_type: 'Payment' } },
    payload: 'userCardDeleted',
    answer: { success: true },
    resolves: { success: true },
  },
  'requestRouteStep (outside /v1.0)': {
    call: () => requestRouteStep('s-1', 'deposit', 7, submission),
    sends: { method: 'POST', path: '/api/cashier-service/deposit/groups/7/route', fingerprint: null, body: received({ ...submission, paygroup_id: 7 }) },
    payload: 'routeStep',
    answer: { parameters: [{ name: 'national_id', type: 'input' }] },
    resolves: { parameters: [{ name: 'national_id', type: 'input' }] },
  },
};

const sent: Sent[] = [];
let answer: object = {};
const server = setupServer(
  http.all(`${ORIGIN}/api/*`, async ({ request }) => {
    const text = await request.text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      session: request.headers.get('x-session-id'),
      fingerprint: request.headers.get('x-fingerprint'),
      body: text === '' ? null : JSON.parse(text),
    });
    return HttpResponse.json(answer);
  }),
);

beforeAll(() => {
  vi.stubGlobal('location', new URL(`${ORIGIN}/deposit`));
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  sent.length = 0;
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

describe.each(Object.entries(ENDPOINTS))('%s', (_, row) => {
  it('sends its one request, with the session header, and resolves to the parsed answer', async () => {
    answer = row.answer;
    await expect(row.call()).resolves.toEqual(row.resolves);
    expect(sent).toEqual([{ ...row.sends, session: 's-1' }]);
  });

  it('is a call the payload registry lists for the payload it parses', () => {
    expect(payloadOfAnswer({ ...row.sends, status: 200 })).toBe(row.payload);
  });

  it('rejects an answer that does not match the payload, naming the payload and the path', async () => {
    answer = [];
    const failure: unknown = await row.call().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CashierApiError);
    expect(failure instanceof CashierApiError && failure.failure).toEqual({
      kind: 'PAYLOAD_INVALID',
      details: `The ${row.payload} payload is invalid: the root must be object.`,
    });
  });
});

describe('queries and mutations', () => {
  it('keys a query by the session and everything it sends', () => {
    const query = { kind: 'query', name: 'getUserCards', method: 'GET', path: '/user-cards', payload: 'userCards' } as const;
    expect(queryKey('s-1', query)).toEqual(['cashier-service', 's-1', query]);
  });

  it('gives a mutation no query key, so no SWR query can cache or revalidate it', () => {
    const submit: Mutation<'paymentResult'> = { kind: 'mutation', name: 'submitDeposit', method: 'POST', path: '/payments/groups/7/submit', payload: 'paymentResult' };
    // @ts-expect-error A mutation is not a query: useQuery and queryKey accept queries only (tsc fails if they ever accept one).
    expect(queryKey('s-1', submit)[2]).toBe(submit);
  });
});
