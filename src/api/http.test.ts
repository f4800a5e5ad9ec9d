import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { CashierApiError, type ApiFailure } from './api-error.ts';
import { paymentGroupsApi } from './groups-api.ts';
import { cashierRequest, onSessionExpired } from './http.ts';
import { getMethods } from './methods.ts';
import { parsePayload } from '../../schemas/validators/parse-payload.ts';

const INIT = 'http://cashier.test/api/cashier-service/v1.0/payments/groups/init';
const server = setupServer();

beforeAll(() => {
  vi.stubGlobal('location', new URL('http://cashier.test/deposit'));
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof CashierApiError)) throw new Error(`Expected a CashierApiError, got ${String(error)}`);
  return error.failure;
}

describe('cashierRequest at the edge', () => {
  it('sends the session in the x-session-id header and returns the parsed payload', async () => {
    let header: string | null = null;
    server.use(
      http.get(INIT, ({ request }) => {
        header = request.headers.get('x-session-id');
        return HttpResponse.json({ payment_groups: [] });
      }),
    );
    await expect(getMethods('s-1', paymentGroupsApi)).resolves.toEqual({ payload: { payment_groups: [] }, methods: [] });
    expect(header).toBe('s-1');
  });

  it.each<[string, () => Response | Promise<Response>, Partial<ApiFailure> & { kind: ApiFailure['kind'] }]>([
    ['a malformed payload names the JSON path', () => HttpResponse.json({ payment_groups: [{ id: 'x' }] }), { kind: 'PAYLOAD_INVALID' }],
    ['a body that is not JSON is PARSING_ERROR', () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } }), { kind: 'PARSING_ERROR' }],
    ['an HTTP error keeps the server message', () => HttpResponse.json({ error_code: 42, error_message: 'Limit reached' }, { status: 422 }), { kind: 'HTTP_ERROR', status: 422, code: '42', serverMessage: 'Limit reached' }],
    ['error code 17 means the session expired', () => HttpResponse.json({ error_code: 17, error_message: 'expired' }, { status: 400 }), { kind: 'SESSION_EXPIRED' }],
    ['its message key means the same', () => HttpResponse.json({ error_code: 'CASHIER.PH2.ERROR_MESSAGE.17', error_message: 'x' }, { status: 401 }), { kind: 'SESSION_EXPIRED' }],
    ['a network failure is FETCH_ERROR', () => HttpResponse.error(), { kind: 'FETCH_ERROR' }],
  ])('%s', async (name, answer, expected) => {
    server.use(http.get(INIT, answer));
    // A session of its own: an expired one stays expired for every later call.
    await expect(failureOf(getMethods(`s-${name}`, paymentGroupsApi))).resolves.toMatchObject(expected);
  });

  it('says which path is wrong and what was expected', async () => {
    server.use(http.get(INIT, () => HttpResponse.json({ payment_groups: [{ id: 'x' }] })));
    await expect(getMethods('s-1', paymentGroupsApi)).rejects.toThrow('/payment_groups/0/id must be integer');
  });

  it('drops the controls that could reverse a server text, in a payload and an error body, and warns once per payload', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const request = (sessionId: string): Promise<unknown> =>
      cashierRequest({ call: 'getDepositMethods', method: 'GET', path: '/payments/groups/init', sessionId, parse: (json) => ({ ok: true, value: json }), answer: 'bidiTest payload' });
    server.use(http.get(INIT, () => HttpResponse.json({ payment_groups: [], note: 'IBAN \u202E0044 3704' })));
    await expect(request('s-bidi-1')).resolves.toEqual({ payment_groups: [], note: 'IBAN 0044 3704' });
    await request('s-bidi-2');
    server.use(http.get(INIT, () => HttpResponse.json({ error_code: 42, error_message: 'Limit \u2067reached' }, { status: 422 })));
    await expect(failureOf(request('s-bidi-3'))).resolves.toMatchObject({ serverMessage: 'Limit reached' });
    expect(warn.mock.calls).toEqual([['[cashier] the bidiTest payload carried bidi controls that could reverse its text; they were removed']]);
    warn.mockRestore();
  });

  it('gives up after the timeout with TIMEOUT_ERROR', async () => {
    server.use(
      http.get(INIT, async () => {
        await delay(2_000);
        return HttpResponse.json({ payment_groups: [] });
      }),
    );
    const request = cashierRequest({
      call: 'getDepositMethods',
      method: 'GET',
      path: '/payments/groups/init',
      sessionId: 's-1',
      parse: (json) => parsePayload('depositMethods', json),
      answer: 'depositMethods payload',
      timeoutMs: 50,
    });
    await expect(failureOf(request)).resolves.toEqual({ kind: 'TIMEOUT_ERROR', afterMs: 50 });
  });

  describe('after error code 17 (spec section 4: no further calls)', () => {
    const expiredRequest = (sessionId: string, sessionExpiry?: 'caller') =>
      cashierRequest({
        call: 'getDepositMethods',
        method: 'GET',
        path: '/payments/groups/init',
        sessionId,
        parse: (json) => parsePayload('depositMethods', json),
        answer: 'depositMethods payload',
        sessionExpiry,
      });

    it('refuses every later call of that session without sending it, and tells the app of each', async () => {
      let requests = 0;
      server.use(
        http.get(INIT, () => {
          requests += 1;
          return HttpResponse.json({ error_code: 17 }, { status: 400 });
        }),
      );
      const told = vi.fn();
      const stop = onSessionExpired(told);
      await expect(failureOf(expiredRequest('s-over'))).resolves.toEqual({ kind: 'SESSION_EXPIRED' });
      await expect(failureOf(expiredRequest('s-over'))).resolves.toEqual({ kind: 'SESSION_EXPIRED' });
      stop();
      expect(requests).toBe(1);
      expect(told).toHaveBeenCalledTimes(2);
    });

    it('leaves the app alone when the caller handles it (a deposit submit), and other sessions still work', async () => {
      server.use(http.get(INIT, ({ request }) => (request.headers.get('x-session-id') === 's-caller' ? HttpResponse.json({ error_code: 17 }, { status: 400 }) : HttpResponse.json({ payment_groups: [] }))));
      const told = vi.fn();
      const stop = onSessionExpired(told);
      await expect(failureOf(expiredRequest('s-caller', 'caller'))).resolves.toEqual({ kind: 'SESSION_EXPIRED' });
      await expect(expiredRequest('s-other')).resolves.toEqual({ payment_groups: [] });
      expect(told).not.toHaveBeenCalled();
      // The next screen's call, which the app handles, is refused without reaching the server and shows the expiry.
      await expect(failureOf(expiredRequest('s-caller'))).resolves.toEqual({ kind: 'SESSION_EXPIRED' });
      stop();
      expect(told).toHaveBeenCalledTimes(1);
    });
  });
});
