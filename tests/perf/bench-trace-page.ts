/**
 * The page side of the load trace: an init script (added over CDP, so the cashier's CSP does not apply and the app
 * carries no measuring code) that watches long animation frames and the control's first render, and a reader of the
 * Resource Timing and Paint entries. Both run in the page: each function is self-contained.
 */
import type { LongFrame, PageTimings, ResourceLoad } from './bench-trace.ts';

/** Long Animation Frames API (Chromium 123+), not yet in TypeScript's DOM library. */
interface PerformanceScriptTiming extends PerformanceEntry {
  readonly invoker: string;
  readonly invokerType: string;
  readonly sourceURL: string;
}

interface PerformanceLongAnimationFrameTiming extends PerformanceEntry {
  readonly renderStart: number;
  readonly scripts: readonly PerformanceScriptTiming[];
}

interface TraceRecord {
  readonly frames: LongFrame[];
  renderedAt: number | null;
}

/** The console message the init script sends once the control is usable: this prefix, a space, ms since navigation. */
export const USABLE_MESSAGE = 'bench:usable';

declare global {
  interface Window {
    /** Filled by recordTrace from the first moment of the document. */
    __benchTrace?: TraceRecord;
  }
}

/**
 * Init script: records every frame longer than 50 ms and when an element matching `selector` first enters the DOM,
 * and checks `isUsable` on every animation frame until it answers a time, which it sends as a USABLE_MESSAGE console
 * message. Nothing needs to be evaluated in the page to learn it: Playwright's own polling (waitForFunction) compiles
 * its injected script in the page first, 35-110 ms of main thread at 4x CPU inside the load being timed.
 */
export function recordTrace(selector: string, message: string, isUsable: (selector: string) => number | false): void {
  const record: TraceRecord = { frames: [], renderedAt: null };
  // No named helpers in here: tsx would wrap them in a `__name` call the page does not have (a property is not named).
  const poll: { next?: () => void } = {};
  poll.next = () => {
    const at = isUsable(selector);
    if (at === false) requestAnimationFrame(() => poll.next?.());
    else console.debug(`${message} ${String(at)}`);
  };
  requestAnimationFrame(() => poll.next?.());
  window.__benchTrace = record;
  new PerformanceObserver((list) => {
    const frames = list.getEntries().filter((entry): entry is PerformanceLongAnimationFrameTiming => entry.entryType === 'long-animation-frame');
    for (const frame of frames) {
      record.frames.push({
        start: frame.startTime,
        end: frame.startTime + frame.duration,
        renderStart: frame.renderStart,
        scripts: frame.scripts.map((script) => ({
          start: script.startTime,
          end: script.startTime + script.duration,
          source: script.sourceURL,
          invoker: script.invoker,
          invokerType: script.invokerType,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  const watcher = new MutationObserver(() => {
    if (document.querySelector(selector) === null) return;
    record.renderedAt = performance.now();
    watcher.disconnect();
  });
  watcher.observe(document, { childList: true, subtree: true });
}

/** Everything the page timed since navigation start, in ms. */
export function readTimings(): PageTimings {
  const navigation = performance.getEntriesByType('navigation').find((entry) => entry instanceof PerformanceNavigationTiming);
  const resources: ResourceLoad[] = performance
    .getEntriesByType('resource')
    .filter((entry) => entry instanceof PerformanceResourceTiming)
    .map((entry) => ({ url: entry.name, initiator: entry.initiatorType, start: entry.startTime, end: entry.responseEnd, bytes: entry.encodedBodySize }));
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    html: { start: 0, end: navigation?.responseEnd ?? 0 },
    domContentLoaded: navigation?.domContentLoadedEventStart ?? null,
    firstContentfulPaint: paint?.startTime ?? null,
    resources,
    frames: window.__benchTrace?.frames ?? [],
    renderedAt: window.__benchTrace?.renderedAt ?? null,
  };
}
