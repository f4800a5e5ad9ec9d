import { clockParts, type Clock } from '../format/clock-parts.ts';

// A file of its own, as blocked-screen-state.ts: only the account-blocked screen's chunk reads it.

/** Past this much time left, the account-blocked screen names the block's end rather than counting down to it. */
export const LONG_BLOCK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * When a long block ends, as the user reads it: DD.MM.YYYY (spec section 5's date display) and HH:MM, on the user's
 * clock unless `clock` says UTC. A countdown of weeks or years ("26698 days 14:20:11") tells the user nothing a date
 * does not tell better.
 */
export function blockEnd(until: number, clock: Clock = 'local'): { date: string; time: string } {
  const end = new Date(until);
  const { month, day, hour, minute } = clockParts(end, clock);
  const year = clock === 'UTC' ? end.getUTCFullYear() : end.getFullYear();
  return { date: `${day}.${month}.${year}`, time: `${hour}:${minute}` };
}
