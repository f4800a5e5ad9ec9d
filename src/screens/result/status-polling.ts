import { useEffect, useState } from 'react';
import { declineDataOf, type DeclineData } from '../../../schemas/results/decline-data.ts';
import { finalStatusOf, type FinalStatus } from '../../../schemas/results/final-status.ts';
import { pollDelayMs, takesLong } from '../../../schemas/results/poll-schedule.ts';
import { reportWarning } from '../../app/report-error.ts';
import type { PaymentStatus } from '../../embedding/protocol.ts';
import type { PaymentStatusAnswer } from '../../../schemas/server/v1/types.ts';

/** Asks where the session's payment stands (GET payments/status). */
export type GetPaymentStatus = (sessionId: string, path: '/payments/status', signal: AbortSignal) => Promise<PaymentStatusAnswer>;

/** A final status and the server's reason and decline data for a decline, when it gave them. */
export interface FinalOutcome {
  status: FinalStatus;
  reason: string | null;
  decline: DeclineData | null;
}

type Listener = (outcome: FinalOutcome) => void;

/** The pages waiting for this session's payment to settle (a processing page, the provider-status page). */
const listeners = new Set<Listener>();

/**
 * A status learnt without asking (a realtime push): the waiting page moves to the final status at once, as if its
 * status call had answered it, with the decline's reason and data the push carried; `processing` is no news. Whether a
 * page was waiting for it.
 */
export function reportPaymentStatus(status: PaymentStatus, reason: string | null = null, decline: DeclineData | null = null): boolean {
  if (status === 'processing' || listeners.size === 0) return false;
  for (const listener of [...listeners]) listener({ status, reason, decline });
  return true;
}

interface PollOptions {
  sessionId: string;
  getStatus: GetPaymentStatus;
  /** The flow's status call; null: only a reported status ends the wait. */
  statusPath: '/payments/status' | null;
  onFinal: Listener;
  /** The wait has lasted long enough to tell the user (once). */
  onSlow: () => void;
  signal: AbortSignal;
}

/**
 * Waits for the payment's final status: asks the status call on the backoff schedule (a failed call counts as an
 * attempt and is asked again), and listens for a reported status; whichever comes first ends it. The signal stops it.
 */
export function pollPaymentStatus({ sessionId, getStatus, statusPath, onFinal, onSlow, signal }: PollOptions): void {
  const startedAt = Date.now();
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let slowTold = false;
  const stop = (): void => {
    clearTimeout(timer);
    listeners.delete(finish);
  };
  function finish(outcome: FinalOutcome): void {
    stop();
    if (!signal.aborted) onFinal(outcome);
  }
  const tick = async (): Promise<void> => {
    if (statusPath !== null) {
      try {
        const answer = await getStatus(sessionId, statusPath, signal);
        const status = finalStatusOf(answer);
        if (status !== null) return finish({ status, reason: answer.error_message ?? null, decline: status === 'error' ? declineDataOf(answer) : null });
      } catch (error) {
        if (signal.aborted) return;
        reportWarning(`status call ${String(attempt)} failed, asking again: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (signal.aborted || !listeners.has(finish)) return;
    if (!slowTold && takesLong(Date.now() - startedAt)) {
      slowTold = true;
      onSlow();
    }
    schedule();
  };
  const schedule = (): void => {
    timer = setTimeout(() => void tick(), pollDelayMs(attempt));
    attempt += 1;
  };
  if (signal.aborted) return;
  listeners.add(finish);
  signal.addEventListener('abort', stop, { once: true });
  schedule();
}

/**
 * While `waiting`, waits for the payment's final status and hands it to `onFinal`; answers whether the wait takes
 * long. Leaving the page stops the calls.
 */
export function usePaymentStatus(
  sessionId: string,
  getStatus: GetPaymentStatus,
  statusPath: '/payments/status' | null,
  waiting: boolean,
  onFinal: Listener,
): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const controller = new AbortController();
    pollPaymentStatus({ sessionId, getStatus, statusPath, onFinal, onSlow: () => setSlow(true), signal: controller.signal });
    return () => controller.abort();
  }, [sessionId, getStatus, statusPath, waiting, onFinal]);
  return slow;
}
