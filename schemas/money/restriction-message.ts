import { clockParts } from '../format/clock-parts.ts';
import { dateText } from '../format/date-text.ts';

const MINUTE_MS = 60_000;
/** Up to this far ahead the message shows only the time (spec section 9). */
export const RESTRICTION_TIME_ONLY_MS = 12 * 60 * MINUTE_MS;
/** Under this far ahead the message shows minutes left (spec section 9). */
export const RESTRICTION_MINUTES_MS = 60 * MINUTE_MS;

/** What the UI says about a restricted method; it picks the text by `kind` and fills in the values. */
export type RestrictionMessage =
  | { kind: 'date-time'; date: string; time: string }
  | { kind: 'time'; time: string }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'none' };

/**
 * The restriction message for restricted_until (spec section 4): more than 12 h ahead the day and month as `language`
 * writes them ("24/11", Russian "24.11") and "14:30"; from 1 h to 12 h the time only; under 1 h the minutes left,
 * rounded up so it never says 0. Past or unreadable: none. The times are on the user's clock.
 */
export function restrictionMessage(
  restrictedUntil: string | number | Date | null | undefined,
  now: number | Date,
  language: string,
): RestrictionMessage {
  const until = new Date(restrictedUntil ?? NaN);
  const left = until.getTime() - new Date(now).getTime();
  // None, empty or no date leaves NaN (null is 1970, long past): no time ahead either.
  if (!(left > 0)) return { kind: 'none' };
  if (left < RESTRICTION_MINUTES_MS) return { kind: 'minutes', minutes: Math.ceil(left / MINUTE_MS) };
  const { time } = clockParts(until);
  return left > RESTRICTION_TIME_ONLY_MS ? { kind: 'date-time', date: dateText(until, language, false), time } : { kind: 'time', time };
}
