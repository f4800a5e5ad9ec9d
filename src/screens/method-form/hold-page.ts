import { holdCommandsUntil } from '../../embedding/page-events.ts';
import { readStored, removeStored, writeStored } from '../../store/storage.ts';

const ask = (event: BeforeUnloadEvent): void => event.preventDefault();

/** The session whose payment (or its one-time code) is on the wire: still stored after a reload means it got no answer here. */
const UNANSWERED_KEY = 'cashier_unanswered_submit';

/**
 * `work`, during which the browser asks before the page closes or reloads: a sent payment, or its one-time code,
 * whose answer the page would never learn (a user who pays again may pay twice). The session is remembered meanwhile,
 * so the form of a page reloaded anyway says a payment may still be going through (`leftUnanswered`). The merchant
 * bridge hears of it too ('cashier:submit'): a merchant's command waits for the answer rather than reload the page.
 */
export function holdPageDuring<T>(sessionId: string, work: Promise<T>): Promise<T> {
  addEventListener('beforeunload', ask);
  writeStored(UNANSWERED_KEY, sessionId);
  const held = work.finally(() => {
    removeEventListener('beforeunload', ask);
    // In a task, not now: the browser also ends the call as it unloads the page, and an unloaded page runs no more
    // tasks, so a call cut off that way stays remembered for the page that follows.
    setTimeout(() => removeStored(UNANSWERED_KEY));
  });
  return holdCommandsUntil(held);
}

/** A payment of this session was sent and the page closed or reloaded before its answer came: the outcome is unknown. */
export function leftUnanswered(sessionId: string): boolean {
  return readStored(UNANSWERED_KEY) === sessionId;
}
