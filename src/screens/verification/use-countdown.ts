import { useEffect, useState } from 'react';

/** How often a running countdown redraws (ms): its display changes once a second. */
const TICK_MS = 250;

/**
 * Milliseconds left until `until` (epoch ms), redrawn while it runs; 0 once it is over, or when there is no end.
 * `onEnd` is called once when it reaches 0.
 */
export function useCountdown(until: number | null, onEnd?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = until === null ? 0 : Math.max(0, until - now);
  useEffect(() => {
    if (until === null) return undefined;
    let ended = false;
    const tick = (): void => {
      const current = Date.now();
      setNow(current);
      if (current >= until && !ended) {
        ended = true;
        onEnd?.();
      }
    };
    // The first tick at once: `now` may date from before this countdown started.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until, onEnd]);
  return remaining;
}
