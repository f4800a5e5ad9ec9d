import { clockParts, type Clock } from '../format/clock-parts.ts';

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
 * The restriction message for restricted_until (spec section 4): more than 12 h ahead "24.11" and "14:30"; from 1 h to
 * 12 h the time only; under 1 h the minutes left, rounded up so it never says 0. Past or unreadable: none.
 * The times are on the user's clock unless `clock` says UTC.
 */
export function restrictionMessage(
  restrictedUntil: string | number | Date | null | undefined,
  now: number | Date,
  clock: Clock = 'local',
): RestrictionMessage {
  if (restrictedUntil === null || restrictedUntil === undefined || restrictedUntil === '') return { kind: 'none' };
  const until = new Date(restrictedUntil);
  const left = until.getTime() - new Date(now).getTime();
  if (!Number.isFinite(left) || left <= 0) return { kind: 'none' };
  if (left < RESTRICTION_MINUTES_MS) return { kind: 'minutes', minutes: Math.ceil(left / MINUTE_MS) };
  const { day, month, hour, minute } = clockParts(until, clock);
  const time = `${hour}:${minute}`;
  return left > RESTRICTION_TIME_ONLY_MS ? { kind: 'date-time', date: `${day}.${month}`, time } : { kind: 'time', time };
}
