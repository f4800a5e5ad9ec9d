const pad = (value: number): string => String(value).padStart(2, '0');

const SECONDS_A_DAY = 86_400;

/** A countdown's time left: whole days, and the rest of the day as HH:MM:SS. */
export interface CountdownParts {
  days: number;
  /** HH:MM:SS, under 24:00:00 (spec sections 4 and 9). */
  clock: string;
}

/**
 * Time left as whole days and HH:MM:SS (spec sections 4 and 9), counting whole seconds up so 00:00:00 means the time
 * is over; never negative. The clock stays under a day, so a block of years does not read as six-digit hours.
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  const days = Math.floor(total / SECONDS_A_DAY);
  const rest = total % SECONDS_A_DAY;
  return { days, clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}
