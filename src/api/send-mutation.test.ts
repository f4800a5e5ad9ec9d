import { afterEach, describe, expect, it } from 'vitest';
import { installChunkLoader } from '../../schemas/chunks/lazy-chunk.ts';
import { ChunkLoadError } from '../telemetry/errors/chunk-load.ts';
import { send } from './endpoint.ts';
import { listenCanned } from './api.testing.tsx';
import { cancelPayment } from './cancel-payment.ts';
import { deleteUserCard } from './delete-user-card.ts';
import { paymentGroupsApi } from './groups-api.ts';
import { confirmPaymentOtp } from './otp.ts';
import { isOutcomeUnknown } from './outcome-unknown.ts';
import { createRequisite } from './requisite.ts';
import { reversePendingWithdrawal } from './reverse-pending-withdrawal.ts';
import { requestRouteStep } from './route-step.ts';
import { postThreeDsResult } from './three-ds-result.ts';

const answers = {
  'DELETE /api/cashier-service/v1.0/user-cards': [{ body: { success: true } }],
  'POST /api/cashier-service/v1.0/payments/groups/7/otp': [{ body: { status: 'success' } }],
  'POST /api/cashier-service/v1.0/requisite/create': [{ body: { requisite_id: 5 } }],
  'POST /api/cashier-service/v1.0/payments/groups/7/cancel': [{ body: {} }],
  'POST /api/cashier-service/v1.0/payments/3ds-result': [{ body: { action: 'result', result_status: 'success' } }],
  'POST /api/cashier-service/deposit/groups/7/route': [{ body: { parameters: [] } }],
  'GET /api/cashier-service/v1.0/payments/reverse-pending-withdrawal': [{ body: { success_amount: 10, fail_amount: 0 } }],
  'GET /api/cashier-service/v1.0/user-cards': [{ body: [] }],
};

/** A chunk loader whose every load fails, noting whether each was asked as background code (no reload: chunk-load.ts). */
function failingLoaderNotingBackground(): boolean[] {
  const backgrounds: boolean[] = [];
  installChunkLoader((_load, options) => {
    backgrounds.push(options?.background === true);
    return () => Promise.reject(new ChunkLoadError('failed'));
  });
  return backgrounds;
}
const { requests } = listenCanned(answers, '/deposit');

afterEach(() => installChunkLoader((load) => load));

describe('sendMutation: a 2xx whose validator does not load is an unknown outcome, never a failure to do it', () => {
  it.each<[string, () => Promise<unknown>]>([
    ['deleteUserCard (the card may be gone: the list is asked again)', () => deleteUserCard('s-1', 'crd_1')],
    ['confirmPaymentOtp (the payment may be confirmed)', () => confirmPaymentOtp('s-1', 7, { otp: '123456' })],
    ['createRequisite (the account may be saved)', () => createRequisite('s-1', { payGroupId: 7, requisiteTypeId: null, value: 'DE89' })],
    ['cancelPayment (the payment may be cancelled)', () => cancelPayment('s-1', paymentGroupsApi, 7)],
    ['postThreeDsResult (the payment may be made)', () => postThreeDsResult('s-1', { PaRes: 'abc' })],
    ['requestRouteStep (the route may be taken)', () => requestRouteStep('s-1', 'deposit', 7, { data: 'e30=' })],
    ['reversePendingWithdrawal (the withdrawals may be cancelled)', () => reversePendingWithdrawal('s-1')],
  ])('%s', async (_, call) => {
    const before = requests.length;
    // The answer's validator does not load (offline then, the chunk aborted).
    const backgrounds = failingLoaderNotingBackground();
    const failure: unknown = await call().catch((error: unknown) => error);
    expect(requests.length - before).toBe(1);
    // Never a reload, which would lose the answer to what the server may have done: the prefetch's load and the read's.
    expect(backgrounds).toEqual([true, true]);
    expect(isOutcomeUnknown(failure)).toBe(true);
    expect(String(failure)).toContain('its validator did not load (ChunkLoadError: failed)');
  });
});

it("a query's reader that does not load keeps the app's policy (one reload while nothing is typed): a query is asked again", async () => {
  const backgrounds = failingLoaderNotingBackground();
  await send('s-1', { kind: 'query', name: 'getUserCards', method: 'GET', path: '/user-cards', payload: 'userCards' }).catch(() => undefined);
  expect(backgrounds).toEqual([false, false]);
});
