/**
 * The User Timing mark the first screen sets once it is shown and takes input (the merchant's `ready`): the metrics'
 * TTI, and the moment telemetry may load without competing with the first screen.
 */
export const INTERACTIVE_MARK = 'cashier:interactive';

let marked = false;
let waiting: (() => void) | undefined;

// After the screen's effects and paint: telemetry never competes with the first screen.
const later = (run: () => void): void => void setTimeout(run, 0);

/** Called by the first screen shown (src/embedding/once-notices.ts); later calls do nothing. */
export function markInteractive(): void {
  if (marked) return;
  marked = true;
  performance.mark(INTERACTIVE_MARK);
  if (waiting !== undefined) later(waiting);
}

/** Runs `run` once, just after the first screen became interactive. */
export function whenInteractive(run: () => void): void {
  if (marked) later(run);
  else waiting = run;
}
