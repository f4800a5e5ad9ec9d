// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeRouteParams } from '../../../schemas/routes/route-param.ts';
import { matchRoute } from '../../app/route-table.ts';
import { deposit } from '../../flows/deposit.ts';
import { pollPaymentStatus, type FinalOutcome } from '../../screens/result/status-polling.ts';
import { setSubmitting } from '../../store/flow-store.ts';
import type { StoredPayment } from '../../store/stored-payment.ts';
import { toastStore } from '../../toast/toast-store.ts';
import type { LiveDeps } from '../live-deps.ts';
import { reportPaymentStatus, type PushedStatus } from './payment-status-adapter.ts';

const SESSION = 'session-1';
const FORM = '/deposit/card_us';

/** The app's side as the adapter sees it: this session's payment, settled in place, and where the app navigated. */
function fakeDeps(status: StoredPayment['status']) {
  let payment: StoredPayment | null = { sessionId: SESSION, flow: 'deposit', amount: 250, currency: 'USD', status, method: 'card_us', reason: null, decline: null };
  const navigate = vi.fn<LiveDeps['navigate']>();
  const settlePayment = vi.fn<LiveDeps['settlePayment']>((sessionId, flow, settled, reason = null, decline = null) => {
    payment = { sessionId, flow, amount: 250, currency: 'USD', status: settled, method: 'card_us', reason, decline };
    return settled;
  });
  const deps: LiveDeps = {
    loadMethods: () => Promise.resolve(undefined),
    getMethods: vi.fn(),
    matchRoute,
    decodeRouteParams,
    paymentOf: () => payment,
    settlePayment,
    linkTo: (path) => path,
    session: { sessionExpired: false, dir: 'ltr' },
    navigate,
  };
  return { deps, settlePayment, navigate };
}

const success: PushedStatus = { status: 'success', reason: null, decline: null };
const declined: PushedStatus = { status: 'error', reason: 'Insufficient funds', decline: { subReason: 'insufficient_funds', comment: null } };

/** The toasts once the init answer's read (for the currency's decimals) has been awaited. */
async function toastsShown(): Promise<readonly { kind: string; text: string; autoHideMs: number | null }[]> {
  await new Promise((done) => setTimeout(done));
  return toastStore.toasts;
}

describe('a payment_status push for the payment in flight', () => {
  beforeEach(() => window.history.replaceState(null, '', FORM));
  afterEach(() => {
    toastStore.toasts = [];
    setSubmitting(false);
  });

  it('on the form: settles it (which tells the merchant) and says the outcome in a toast that stays', async () => {
    const { deps, settlePayment, navigate } = fakeDeps('processing');
    reportPaymentStatus(deps, SESSION, deposit, success);
    expect(settlePayment).toHaveBeenCalledWith(SESSION, 'deposit', 'success', null, null);
    expect(navigate).not.toHaveBeenCalled();
    expect(await toastsShown()).toEqual([expect.objectContaining({ kind: 'success', text: 'Your deposit of 250.00\u00a0USD went through.', autoHideMs: null })]);
  });

  it('a decline on the form keeps its reason and decline data, and is said as a decline', async () => {
    const { deps, settlePayment } = fakeDeps(null);
    reportPaymentStatus(deps, SESSION, deposit, declined);
    expect(settlePayment).toHaveBeenCalledWith(SESSION, 'deposit', 'error', 'Insufficient funds', { subReason: 'insufficient_funds', comment: null });
    expect(await toastsShown()).toEqual([expect.objectContaining({ kind: 'error', text: 'Your deposit of 250.00\u00a0USD was declined. No money was taken.' })]);
  });

  it('the same status pushed again is no news: one toast, one settlement', async () => {
    const { deps, settlePayment } = fakeDeps('processing');
    reportPaymentStatus(deps, SESSION, deposit, success);
    reportPaymentStatus(deps, SESSION, deposit, success);
    expect(settlePayment).toHaveBeenCalledTimes(1);
    expect(await toastsShown()).toHaveLength(1);
  });

  it("while the form's submit is on the wire: settled, and its answer's result page says it (no toast)", async () => {
    const { deps, settlePayment } = fakeDeps(null);
    setSubmitting(true);
    reportPaymentStatus(deps, SESSION, deposit, success);
    expect(settlePayment).toHaveBeenCalledTimes(1);
    expect(await toastsShown()).toEqual([]);
  });

  it('processing on the form is no outcome: settled as processing, no toast', async () => {
    const { deps, settlePayment } = fakeDeps(null);
    reportPaymentStatus(deps, SESSION, deposit, { status: 'processing', reason: null, decline: null });
    expect(settlePayment).toHaveBeenCalledWith(SESSION, 'deposit', 'processing', null, null);
    expect(await toastsShown()).toEqual([]);
  });

  it('on the processing page with no poll waiting yet: moves it on to the outcome, no toast', async () => {
    window.history.replaceState(null, '', '/deposit/deposit-processing');
    const { deps, navigate } = fakeDeps('processing');
    reportPaymentStatus(deps, SESSION, deposit, success);
    expect(navigate).toHaveBeenCalledWith('/deposit/deposit-success', { replace: true });
    expect(await toastsShown()).toEqual([]);
  });

  it("a page waiting on the status poll takes it with the decline's reason and data: nothing settled or said here", async () => {
    const { deps, settlePayment } = fakeDeps('processing');
    const finals: FinalOutcome[] = [];
    const controller = new AbortController();
    pollPaymentStatus({ sessionId: SESSION, getStatus: vi.fn(), statusPath: null, onFinal: (outcome) => finals.push(outcome), onSlow: () => undefined, signal: controller.signal });
    reportPaymentStatus(deps, SESSION, deposit, declined);
    controller.abort();
    expect(finals).toEqual([{ status: 'error', reason: 'Insufficient funds', decline: { subReason: 'insufficient_funds', comment: null } }]);
    expect(settlePayment).not.toHaveBeenCalled();
    expect(await toastsShown()).toEqual([]);
  });

  it('a payment already settled is not in flight: nothing', async () => {
    const { deps, settlePayment } = fakeDeps('error');
    reportPaymentStatus(deps, SESSION, deposit, success);
    expect(settlePayment).not.toHaveBeenCalled();
    expect(await toastsShown()).toEqual([]);
  });
});
