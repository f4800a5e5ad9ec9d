import { INTERACTIVE_MARK } from '../interactive.ts';
import type { Metric } from './metrics-payload.ts';

/** The init call of any flow (payments or payouts). */
const INIT_CALL = /\/groups\/init(?:[?#]|$)/;

/** TTI: from navigation to the first screen shown and taking input (the interactive mark), ms. */
export function timeToInteractive(performance: Pick<Performance, 'getEntriesByName'>): Metric | null {
  const mark = performance.getEntriesByName(INTERACTIVE_MARK)[0];
  return mark === undefined ? null : { name: 'TTI', value: mark.startTime };
}

/** init_call_duration: the first init call's time from request to the last byte of its answer, ms. */
export function initCallDuration(performance: Pick<Performance, 'getEntriesByType'>): Metric | null {
  const entry = performance.getEntriesByType('resource').find(({ name }) => INIT_CALL.test(new URL(name).pathname));
  return entry === undefined ? null : { name: 'init_call_duration', value: entry.duration };
}

/** FID: the wait between the user's first input and the moment the page could start handling it, ms; told once. */
export function onFirstInputDelay(report: (metric: Metric) => void): void {
  const observer = new PerformanceObserver((entries) => {
    const first = entries.getEntries()[0];
    // By shape rather than instanceof: a browser without Event Timing has no PerformanceEventTiming to name.
    if (first === undefined || !('processingStart' in first) || typeof first.processingStart !== 'number') return;
    observer.disconnect();
    report({ name: 'FID', value: first.processingStart - first.startTime });
  });
  observer.observe({ type: 'first-input', buffered: true });
}
