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

/** Whose clock the message reads: the user's (the browser's time zone), or UTC. */
export type Clock = 'local' | 'UTC';

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * Date's own getters rather than Intl.DateTimeFormat: the first formatter a page makes loads ICU's time zone data, which
 * cost the method list ~70 ms of its first render at 4x CPU, and the user's own zone is all the message needs.
 */
function timeParts(at: Date, clock: Clock): Record<'day' | 'month' | 'hour' | 'minute', string> {
  const utc = clock === 'UTC';
  return {
    day: twoDigits(utc ? at.getUTCDate() : at.getDate()),
    month: twoDigits((utc ? at.getUTCMonth() : at.getMonth()) + 1),
    hour: twoDigits(utc ? at.getUTCHours() : at.getHours()),
    minute: twoDigits(utc ? at.getUTCMinutes() : at.getMinutes()),
  };
}

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
  const { day, month, hour, minute } = timeParts(until, clock);
  const time = `${hour}:${minute}`;
  return left > RESTRICTION_TIME_ONLY_MS ? { kind: 'date-time', date: `${day}.${month}`, time } : { kind: 'time', time };
}
