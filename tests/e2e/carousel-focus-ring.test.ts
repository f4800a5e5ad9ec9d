import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, LOOKS, screenshot, SCREEN_TIMEOUT_MS } from './browser.ts';

/** A tile's focus ring reaches this far outside it (px): a 3px outline 2px off the tile (method-carousel.css). */
const RING_PX = 5;

/** How far the focused tile's ring stays inside the scrolling strip on each side (px): below 0, the strip cuts it. */
function ringRoom(page: Page): Promise<Record<'start' | 'end' | 'top' | 'bottom', number>> {
  return page.evaluate((ring) => {
    const tile = document.activeElement?.closest('.carousel__item')?.getBoundingClientRect();
    const strip = document.querySelector('.carousel__strip')?.getBoundingClientRect();
    if (tile === undefined || strip === undefined) throw new Error('no carousel tile has the focus');
    const [start, end] = document.dir === 'rtl' ? [strip.right - tile.right, tile.left - strip.left] : [tile.left - strip.left, strip.right - tile.right];
    return { start: start - ring, end: end - ring, top: tile.top - strip.top - ring, bottom: strip.bottom - tile.bottom - ring };
  }, RING_PX);
}

describe('the quick-choice carousel by keyboard', () => {
  const harness = browserForTests();

  it.each(LOOKS)('%s: the focused tile\'s ring shows whole, at the strip\'s start and at its end', async (look, options, query) => {
    const { page, close } = await harness.openPage(`/deposit?session_id=deposit-carousel${query}`, options);
    await page.setViewportSize({ width: 400, height: 700 });
    // The form the carousel opened takes the focus on its heading; the carousel's checked radio is two Shift+Tabs above.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: SCREEN_TIMEOUT_MS }).toBe('form-title');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('carousel__radio');
    const first = await ringRoom(page);
    for (const side of [first.start, first.top, first.bottom]) expect(side).toBeGreaterThanOrEqual(0);
    await screenshot(page, `carousel-focus-ring-first-${look}`);
    // The arrow towards the start wraps to the last tile, at the strip's far end (the visual direction: left in LTR).
    await page.keyboard.press(options.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.carousel__item') === document.querySelector('.carousel__item:last-child'))).toBe(true);
    // Scrolled into view, the last tile sits at the strip's end edge.
    await expect.poll(async () => (await ringRoom(page)).end).toBeGreaterThanOrEqual(0);
    const last = await ringRoom(page);
    for (const side of [last.top, last.bottom]) expect(side).toBeGreaterThanOrEqual(0);
    await screenshot(page, `carousel-focus-ring-last-${look}`);
    await close();
  });
});
