import type { ReactNode } from 'react';
import type { CashierMessage, MerchantMessage } from '../embed-sdk/index.ts';

/** A message from the cashier (in) or to it (out). */
export type Logged = { direction: 'in'; message: CashierMessage } | { direction: 'out'; message: MerchantMessage };

/** One line of the log. */
export type LogEntry = Logged & { id: number; at: string };

/** The log with `logged` added at the end, stamped with the next id and the time. */
export function appendEntry(entries: readonly LogEntry[], logged: Logged, at: string): LogEntry[] {
  return [...entries, { ...logged, id: (entries.at(-1)?.id ?? 0) + 1, at }];
}

/** Every message both ways, newest first. */
export function MessageLog({ entries, onClear }: { entries: readonly LogEntry[]; onClear: () => void }): ReactNode {
  return (
    <section className="log" aria-labelledby="log-title">
      <header className="log__header">
        <h2 id="log-title">Messages ({entries.length})</h2>
        <button type="button" onClick={onClear}>
          Clear
        </button>
      </header>
      <ol className="log__list" reversed>
        {[...entries].reverse().map((entry) => (
          <li key={entry.id} className={`log__entry log__entry--${entry.direction}`}>
            <span className="log__meta">
              {entry.at} {entry.direction === 'in' ? 'cashier → merchant' : 'merchant → cashier'}
            </span>
            <code>{JSON.stringify(entry.message)}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
