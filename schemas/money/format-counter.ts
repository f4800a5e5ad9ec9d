/** The largest count a badge shows in full (spec section 9). */
export const COUNTER_MAX = 99;

/** A badge count: "99+" above COUNTER_MAX; negative or not a number shows "0"; fractions are dropped. */
export function formatCounter(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return count === Infinity ? `${COUNTER_MAX}+` : '0';
  const whole = Math.floor(count);
  return whole > COUNTER_MAX ? `${COUNTER_MAX}+` : String(whole);
}
