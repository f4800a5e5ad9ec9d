const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * Time left as HH:MM:SS (spec sections 4 and 9), counting whole seconds up so 00:00:00 means the time is over;
 * never negative. Hours keep counting past 99 rather than wrap.
 */
export function formatCountdown(remainingMs: number): string {
  const total = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
