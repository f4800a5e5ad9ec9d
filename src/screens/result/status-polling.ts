import { useCallback, useEffect, useState } from 'react';
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
  /**
   * Stop asking once the wait takes long (after onSlow): a payment no answer confirmed may never have reached the
   * server, whose status call would then never settle it. A reported status still ends the wait.
   */
  stopWhenSlow?: boolean | undefined;
  signal: AbortSignal;
}

/**
 * Waits for the payment's final status: asks the status call on the backoff schedule (a failed call counts as an
 * attempt and is asked again), and listens for a reported status; whichever comes first ends it. The signal stops it.
 */
export function pollPaymentStatus({ sessionId, getStatus, statusPath, onFinal, onSlow, stopWhenSlow = false, signal }: PollOptions): void {
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
      if (stopWhenSlow) return;
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

/** Where a page's wait stands, and how to start it again. */
export interface PaymentWait {
  /** The wait has taken long (SLOW_PAYMENT_MS); with `stopWhenSlow`, it asks no more. */
  slow: boolean;
  /** Starts the wait again from its first status call, as new. */
  askAgain: () => void;
}

/**
 * While `waiting`, waits for the payment's final status and hands it to `onFinal`; tells whether the wait takes long
 * (and, with `stopWhenSlow`, no longer asks). Leaving the page stops the calls.
 */
export function usePaymentStatus(
  sessionId: string,
  getStatus: GetPaymentStatus,
  statusPath: '/payments/status' | null,
  waiting: boolean,
  onFinal: Listener,
  stopWhenSlow = false,
): PaymentWait {
  const [slow, setSlow] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!waiting) return undefined;
    const controller = new AbortController();
    pollPaymentStatus({ sessionId, getStatus, statusPath, onFinal, onSlow: () => setSlow(true), stopWhenSlow, signal: controller.signal });
    return () => controller.abort();
  }, [sessionId, getStatus, statusPath, waiting, onFinal, stopWhenSlow, round]);
  const askAgain = useCallback(() => {
    setSlow(false);
    setRound((count) => count + 1);
  }, []);
  return { slow, askAgain };
}
