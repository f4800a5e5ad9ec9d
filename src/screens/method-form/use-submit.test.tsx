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
import type { SubmissionBody } from '../../../schemas/payload/payload-options.ts';
import type { PaymentResult } from '../../../schemas/server/v1/types.ts';
import { SubmitFailure } from './submit-failure.tsx';
import { useSubmit } from './use-submit.ts';

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
  const calls: { url: string; signal: AbortSignal | undefined; answer: (response: Response) => void }[] = [];
  vi.stubGlobal('fetch', (url: URL, init: RequestInit) =>
    new Promise<Response>((resolve) => calls.push({ url: String(url), signal: init.signal ?? undefined, answer: resolve })),
  );
  return calls;
}

/** The deposit's submit call for method 101, as the method form sends it, in a session of its own. */
const sendIn =
  (sessionId: string) =>
  (body: SubmissionBody, signal: AbortSignal): Promise<PaymentResult> =>
    submitPayment(sessionId, paymentGroupsApi, 101, body, signal);
const send = sendIn('session-1');
const onAnswer = (): void => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSubmit (one submit at a time, spec sections 4 and 8)', () => {
  it('a second submit while one is in flight sends nothing and aborts nothing', async () => {
    const calls = stubFetch();
    const { result } = renderHook(() => useSubmit(send, onAnswer));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit(payload);
      void result.current.submit(payload);
    });
    act(() => void result.current.submit(payload));
    expect(calls).toHaveLength(1);
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
    const { result } = renderHook(() => useSubmit(sendIn('session-expired'), onAnswer));
    await act(async () => {
      const sent = result.current.submit(payload);
      calls[0]?.answer(json(401, { error_code: 17, error_message: 'Session expired' }));
      await sent;
    });
    expect(result.current.expired).toBe(true);
    expect(result.current.submitting).toBe(false);
    render(<SubmitFailure failure={result.current.failure} expired={result.current.expired} />);
    expect(screen.getByRole('alert').textContent).toBe(common['CASHIER.PH2.ERROR_MESSAGE.17']);
    expect(screen.getByRole('alert').textContent).not.toMatch(/try again/i);
  });

  it('any other failure keeps the retry: the reason, and that the details are still there', async () => {
    const calls = stubFetch();
    const { result } = renderHook(() => useSubmit(send, onAnswer));
    await act(async () => {
      const sent = result.current.submit(payload);
      calls[0]?.answer(json(500, { error_code: 'X', error_message: 'Boom' }));
      await sent;
    });
    expect(result.current.expired).toBe(false);
    render(<SubmitFailure failure={result.current.failure} expired={result.current.expired} />);
    expect(screen.getByRole('alert').textContent).toBe(texts['APP.ERROR.SUBMIT_FAILED'].replace('{reason}', userMessageOf(result.current.failure)));
  });
});
