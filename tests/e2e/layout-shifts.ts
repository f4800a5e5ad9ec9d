import type { BrowserContext, Page } from 'playwright-core';

/** A layout-shift performance entry (not in TypeScript's DOM types): what moved, from where to where. */
interface LayoutShift extends PerformanceEntry {
  sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** Runs in the page before its scripts: keeps every move of an element of the cashier's screen that was on screen. */
function recordScreenShifts(): void {
  const moved: string[] = [];
  Object.assign(window, { screenShifts: moved });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      for (const { node, previousRect, currentRect } of entry.sources ?? []) {
        const onScreen = previousRect.height > 0 && node instanceof Element && node.closest('#root') !== null;
        if (onScreen && previousRect.y !== currentRect.y) moved.push(`${node.tagName}.${node.className} ${String(previousRect.y)} -> ${String(currentRect.y)}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Makes every page of the context record how the cashier's screen moved (a `beforeOpen` of the harness). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordScreenShifts);
}

/** The moves recorded so far: "DIV.field 518 -> 641" for each element of the screen that moved once drawn. */
export function screenShiftsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Window & { screenShifts?: string[] }).screenShifts ?? []);
}

/**
 * Forgets the moves recorded so far, once the browser is idle (a loaded machine hands the observer its entries late):
 * what is recorded next is what the next action moves.
 */
export function forgetShifts(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestIdleCallback(() => {
          (window as Window & { screenShifts?: string[] }).screenShifts?.splice(0);
          done();
        }),
      ),
  );
}

/**
 * A `beforeOpen` that records how the screen moves and holds back the files matching `late` for `delayMs`, as a slow
 * connection would: the code of what is drawn late arrives after the rest.
 */
export function recordWithLateFiles(late: RegExp, delayMs = 800): (context: BrowserContext) => Promise<void> {
  return async (context) => {
    await recordLayoutShifts(context);
    await context.route(late, async (route) => {
      await new Promise((done) => setTimeout(done, delayMs));
      await route.continue();
    });
  };
}
