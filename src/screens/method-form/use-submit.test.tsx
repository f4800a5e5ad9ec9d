// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExactNumber } from '../../../schemas/payload/exact-number.ts';
import type { SubmissionPayload } from '../../../schemas/payload/submission.ts';
import { texts as common } from '../../i18n/common/en.ts';
import { texts } from '../../i18n/form/en.ts';
import { userMessageOf } from '../../i18n/user-message.ts';
import { paymentGroupsApi } from '../../api/groups-api.ts';
import { submitPayment } from '../../api/submit-payment.ts';
import { REQUEST_TIMEOUT_MS, setRequestTimeout } from '../../api/http.ts';
import type { SubmissionBody } from '../../../schemas/payload/payload-options.ts';
import type { PaymentResult } from '../../../schemas/server/v1/types.ts';
import { SubmitFailure } from './submit-failure.tsx';
import { settlePayment } from '../../store/flow-store.ts';
import { useIntentSlot, useSubmit, type IntentSlot } from './use-submit.ts';

const payload: SubmissionPayload = {
  amount: ExactNumber.of(10),
  currency: 'EUR',
  browser_data: {
    color_depth: 24, language: 'en', time_zone: 0, timezone_name: 'UTC', java_enabled: false, screen_height: 1,
    screen_width: 1, window_height: 1, window_width: 1, user_agent: 'test', java_script_enabled: 'true',
  },
  parameters: {},
  fingerprint: 'fp',
  is_new_payout_account: false,
};

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch answering each call once its `answer` is called; records the calls. */
function stubFetch() {
  const calls: { url: string; signal: AbortSignal | undefined; key: string | undefined; answer: (response: Response) => void }[] = [];
  vi.stubGlobal('fetch', (url: URL, init: RequestInit) =>
    new Promise<Response>((resolve) =>
      calls.push({ url: String(url), signal: init.signal ?? undefined, key: new Headers(init.headers).get('Idempotency-Key') ?? undefined, answer: resolve }),
    ),
  );
  return calls;
}

/** fetch that never answers: the call ends when its signal aborts it (the request timeout). */
const hangUntilAborted = (_url: URL, init: RequestInit): Promise<Response> =>
  new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

/** Waits until the hook has sent its n-th call (the key's digest is computed first, asynchronously). */
const sentCalls = (calls: readonly unknown[], count: number): Promise<void> => waitFor(() => expect(calls).toHaveLength(count));

/** The deposit's submit call for method 101, as the method form sends it, in a session of its own. */
const sendIn =
  (sessionId: string) =>
  (body: SubmissionBody, signal: AbortSignal, key: string): Promise<PaymentResult> =>
    submitPayment(sessionId, paymentGroupsApi, 101, body, signal, key);
const send = sendIn('session-1');
const onAnswer = (): void => undefined;
const onUnknown = (): void => undefined;

/** useSubmit as one mounted form has it: its slot stays the same across renders (a new one unless given). */
const renderSubmit = (sendPayment = send, unknown = onUnknown, slot: IntentSlot = { current: null }) =>
  renderHook(() => useSubmit(sendPayment, onAnswer, unknown, slot));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSubmit (one submit at a time, spec sections 4 and 8)', () => {
  it('a second submit while one is in flight sends nothing and aborts nothing', async () => {
    const calls = stubFetch();
    const { result } = renderSubmit();
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit(payload);
      void result.current.submit(payload);
    });
    act(() => void result.current.submit(payload));
    await sentCalls(calls, 1);
    expect(calls[0]?.url).toMatch(/\/payments\/groups\/101\/submit$/);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await waitFor(() => expect(result.current.submitting).toBe(true));
    await act(async () => {
      calls[0]?.answer(json(200, { action: 'result', result_status: 'success' }));
      await first;
    });
    expect(calls).toHaveLength(1);
  });

  it('error code 17 on submit means an expired session: no retry is offered', async () => {
    const calls = stubFetch();
    // Its own session: an expired session sends nothing more.
    const { result } = renderSubmit(sendIn('session-expired'));
    await act(async () => {
      const sent = result.current.submit(payload);
      await sentCalls(calls, 1);
      calls[0]?.answer(json(401, { error_code: 17, error_message: 'Session expired' }));
      await sent;
    });
    expect(result.current.expired).toBe(true);
    expect(result.current.submitting).toBe(false);
    render(<SubmitFailure failure={result.current.failure} expired={result.current.expired} text="APP.ERROR.SUBMIT_FAILED" />);
    expect(screen.getByRole('alert').textContent).toBe(common['CASHIER.PH2.ERROR_MESSAGE.17']);
    expect(screen.getByRole('alert').textContent).not.toMatch(/try again/i);
  });

  it('any other failure keeps the retry: the reason, and that the details are still there', async () => {
    const calls = stubFetch();
    const { result } = renderSubmit();
    await act(async () => {
      const sent = result.current.submit(payload);
      await sentCalls(calls, 1);
      calls[0]?.answer(json(500, { error_code: 'X', error_message: 'Boom' }));
      await sent;
    });
    expect(result.current.expired).toBe(false);
    render(<SubmitFailure failure={result.current.failure} expired={result.current.expired} text="APP.ERROR.SUBMIT_FAILED" />);
    expect(screen.getByRole('alert').textContent).toBe(texts['APP.ERROR.SUBMIT_FAILED'].replace('{reason}', userMessageOf(result.current.failure)));
  });

  it('a retry after a failure sends the same idempotency key; a changed request or one after an answer gets a new key', async () => {
    const calls = stubFetch();
    const { result } = renderSubmit(sendIn('session-keys'));
    const attempt = async (body: SubmissionPayload, count: number, answer: Response): Promise<void> => {
      await act(async () => {
        const sent = result.current.submit(body);
        await sentCalls(calls, count);
        calls[count - 1]?.answer(answer);
        await sent;
      });
    };
    await attempt(payload, 1, json(500, { error_message: 'Boom' }));
    await attempt(payload, 2, json(502, {}));
    await attempt({ ...payload, amount: ExactNumber.of(20) }, 3, json(500, {}));
    await attempt({ ...payload, amount: ExactNumber.of(20) }, 4, json(200, { action: 'result', result_status: 'fail' }));
    await attempt({ ...payload, amount: ExactNumber.of(20) }, 5, json(200, { action: 'result', result_status: 'success' }));
    const keys = calls.map((call) => call.key);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[4]).not.toBe(keys[3]);
  });

  it('a submit that times out is an unknown outcome, never a failure: the processing page takes over', async () => {
    vi.stubGlobal('fetch', hangUntilAborted);
    const unknown = vi.fn();
    const { result } = renderSubmit(sendIn('session-timeout'), unknown);
    setRequestTimeout(50);
    try {
      await act(() => result.current.submit(payload));
    } finally {
      setRequestTimeout(REQUEST_TIMEOUT_MS);
    }
    expect(unknown).toHaveBeenCalledTimes(1);
    expect(result.current.failure).toBeNull();
  });

  for (const [failure, fetch, kind] of [
    ['a server error', () => Promise.resolve(json(500, { error_code: 'X', error_message: 'Boom' })), 'HTTP_ERROR'],
    ['a timeout', hangUntilAborted, 'TIMEOUT_ERROR'],
  ] as const) {
    it(`${failure} of a submit whose sender takes the failure (a new code asked for) is told to it: not under the form, not as an unknown outcome`, async () => {
      vi.stubGlobal('fetch', fetch);
      const unknown = vi.fn();
      const told = vi.fn();
      const { result } = renderSubmit(sendIn(`session-told-${kind}`), unknown);
      setRequestTimeout(50);
      try {
        await act(() => result.current.submit(payload, told));
      } finally {
        setRequestTimeout(REQUEST_TIMEOUT_MS);
      }
      expect(told).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ failure: expect.objectContaining({ kind }) }));
      expect(unknown).not.toHaveBeenCalled();
      expect(result.current.failure).toBeNull();
      expect(result.current.submitting).toBe(false);
    });
  }

  it.each([
    ['a 200 that is not JSON', () => new Response('{"action":', { status: 200 })],
    ['a 200 its schema refuses', () => json(200, { action: 'result', result_status: 'succeeded' })],
    ['a gateway timeout (504)', () => json(504, { error_code: 'GATEWAY_TIMEOUT', error_message: 'upstream' })],
  ])('%s is an unknown outcome, never a failure: the processing page takes over', async (_name, answer) => {
    const calls = stubFetch();
    const unknown = vi.fn();
    const { result } = renderSubmit(sendIn('session-unreadable'), unknown);
    await act(async () => {
      const sent = result.current.submit(payload);
      await sentCalls(calls, 1);
      calls[0]?.answer(answer());
      await sent;
    });
    expect(unknown).toHaveBeenCalledTimes(1);
    expect(result.current.failure).toBeNull();
  });

  it('a form drawn again after an unknown outcome sends the same request under the same key; once the payment is settled, a new one', async () => {
    const calls = stubFetch();
    const sessionId = 'session-drawn-again';
    const drawForm = () => renderHook(() => useSubmit(sendIn(sessionId), onAnswer, onUnknown, useIntentSlot(sessionId, 'deposit', 101)));
    const sendFrom = async (form: ReturnType<typeof drawForm>, count: number): Promise<void> => {
      await act(async () => {
        const sent = form.result.current.submit(payload);
        await sentCalls(calls, count);
        calls[count - 1]?.answer(json(504, {}));
        await sent;
      });
      form.unmount();
    };
    await sendFrom(drawForm(), 1);
    await sendFrom(drawForm(), 2);
    settlePayment(sessionId, 'deposit', 'error');
    await sendFrom(drawForm(), 3);
    const keys = calls.map((call) => call.key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('leaving the screen aborts the call; one sent and unanswered is an unknown outcome, as a timeout', async () => {
    const calls = stubFetch();
    const unknown = vi.fn();
    const { result, unmount } = renderSubmit(sendIn('session-left'), unknown);
    act(() => void result.current.submit(payload));
    await sentCalls(calls, 1);
    unmount();
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(unknown).toHaveBeenCalledTimes(1);
  });

  it('leaving the screen after the answer, or after a failure, leaves nothing unknown', async () => {
    const calls = stubFetch();
    const unknown = vi.fn();
    const answered = renderSubmit(sendIn('session-answered'), unknown);
    let sent: Promise<void> = Promise.resolve();
    act(() => void (sent = answered.result.current.submit(payload)));
    await sentCalls(calls, 1);
    calls[0]?.answer(json(200, { action: 'result', result_status: 'success' }));
    await act(() => sent);
    answered.unmount();
    const failed = renderSubmit(sendIn('session-failed'), unknown);
    act(() => void (sent = failed.result.current.submit(payload)));
    await sentCalls(calls, 2);
    calls[1]?.answer(json(500, { error_code: 'X', error_message: 'no' }));
    await act(() => sent);
    expect(failed.result.current.failure).not.toBeNull();
    failed.unmount();
    expect(unknown).not.toHaveBeenCalled();
  });
});
