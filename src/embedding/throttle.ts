/**
 * A fixed-window limit: at most `limit` calls per `windowMs`; the rest answer false. A burst of messages from the
 * parent (a loop, a hostile script sharing the origin) then costs the cashier nothing beyond counting.
 */
export function createThrottle(limit: number, windowMs: number): (now: number) => boolean {
  let windowStart = -Infinity;
  let count = 0;
  return (now) => {
    if (now - windowStart >= windowMs) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= limit;
  };
}
