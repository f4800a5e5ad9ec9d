import { clockParts } from '../format/clock-parts.ts';
import { dateText } from '../format/date-text.ts';

// A file of its own, as blocked-screen-state.ts: only the account-blocked screen's chunk reads it.

/** Past this much time left, the account-blocked screen names the block's end rather than counting down to it. */
export const LONG_BLOCK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * When a long block ends, as the user reads it: the date as `language` writes it (31/12/2099 in Portuguese, 31.12.2099
 * in Russian: dateText, as the method list's restriction dates) and HH:MM, on the user's clock. A countdown of weeks
 * or years ("26698 days 14:20:11") tells the user nothing a date does not tell better.
 */
export function blockEnd(until: number, language: string): { date: string; time: string } {
  const end = new Date(until);
  return { date: dateText(end, language, true), time: clockParts(end).time };
}
