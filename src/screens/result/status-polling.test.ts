import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatusAnswer } from '../../../schemas/server/v1/types.ts';
import { pollPaymentStatus, reportPaymentStatus, type FinalOutcome } from './status-polling.ts';

const pending: PaymentStatusAnswer = { transaction_status: 'pending', result_status: 'processing' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Starts polling with a status call answering `answers` in turn (an Error rejects); returns what it was told. */
function poll(answers: readonly (PaymentStatusAnswer | Error)[], statusPath: '/payments/status' | null = '/payments/status', stopWhenSlow = false) {
  const calls: number[] = [];
  const finals: FinalOutcome[] = [];
  const onSlow = vi.fn();
  const controller = new AbortController();
  const getStatus = vi.fn(async () => {
    calls.push(Date.now());
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? pending;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  pollPaymentStatus({ sessionId: 's', getStatus, statusPath, onFinal: (outcome) => finals.push(outcome), onSlow, stopWhenSlow, signal: controller.signal });
  return { calls, finals, onSlow, controller, getStatus };
}

describe('pollPaymentStatus', () => {
  it('asks on the backoff schedule until a final status, then stops', async () => {
    const start = Date.now();
    const { calls, finals } = poll([pending, pending, { result_status: 'fail', error_message: 'Do not honour' }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.map((at) => at - start)).toEqual([1000, 3000, 6000]);
    expect(finals).toEqual([{ status: 'error', reason: 'Do not honour', decline: null }]);
  });

  it('hands on the decline data of a failed status (spec section 3: decline_sub_reason, comment)', async () => {
    const { finals } = poll([{ result_status: 'fail', decline_sub_reason: 'limit_exceeded', comment: 'Daily payout limit reached.' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(finals).toEqual([{ status: 'error', reason: null, decline: { subReason: 'limit_exceeded', comment: 'Daily payout limit reached.' } }]);
  });

  it('asks again after a failed call, counting it as an attempt', async () => {
    const { calls, finals } = poll([new Error('HTTP 502'), { result_status: 'success' }]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(2);
    expect(finals).toEqual([{ status: 'success', reason: null, decline: null }]);
  });

  it('tells once when the payment takes long, and keeps asking', async () => {
    const { onSlow, calls } = poll([pending]);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(onSlow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onSlow).toHaveBeenCalledTimes(1);
    expect(calls.length).toBeGreaterThan(8);
  });

  it('told to stop when slow (a payment no answer confirmed), asks no more once it takes long; a reported status still ends it', async () => {
    const { onSlow, calls, finals, controller } = poll([{ session_status: 'active' }], '/payments/status', true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onSlow).toHaveBeenCalledTimes(1);
    const asked = calls.length;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(asked);
    expect(reportPaymentStatus('success')).toBe(true);
    expect(finals).toEqual([{ status: 'success', reason: null, decline: null }]);
    controller.abort();
  });

  it('stops when the page is left', async () => {
    const { calls, controller, finals } = poll([pending]);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(finals).toEqual([]);
  });

  it('ends on a reported status (a realtime push), and asks no more', async () => {
    const { calls, finals } = poll([pending]);
    expect(reportPaymentStatus('processing')).toBe(false);
    expect(finals).toEqual([]);
    expect(reportPaymentStatus('success')).toBe(true);
    expect(finals).toEqual([{ status: 'success', reason: null, decline: null }]);
    expect(reportPaymentStatus('success')).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(0);
  });

  it('without a status call, waits for a reported status only', async () => {
    const { getStatus, finals } = poll([pending], null);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getStatus).not.toHaveBeenCalled();
    reportPaymentStatus('error', 'Declined by the issuer', { subReason: 'insufficient_funds', comment: null });
    expect(finals).toEqual([{ status: 'error', reason: 'Declined by the issuer', decline: { subReason: 'insufficient_funds', comment: null } }]);
  });
});
