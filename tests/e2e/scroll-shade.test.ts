import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, LOOKS, screenshot, type BrowserHarness, type OpenPageOptions } from './browser.ts';
import { colourDistance, pixelAt, type Rgb } from './pixels.ts';
import { performStep } from './scenario-steps.ts';

/** The M-Pesa deposit that asks for a one-time code: its dialog's scrolling part holds the code field and Confirm. */
const DEPOSIT = '/deposit?session_id=deposit-otp-confirm';

/** Opens the code dialog in a window `height` px tall, its scrolling part at its start (Confirm at its end edge). */
async function codeDialog(harness: BrowserHarness, query: string, options: OpenPageOptions, height: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const recorded = await harness.openPage(`${DEPOSIT}${query}`, options);
  const { page } = recorded;
  await page.setViewportSize({ width: 360, height });
  await performStep(page, { fill: 'Amount', value: '25' });
  await performStep(page, { fill: 'M-Pesa phone number', value: '+254712345678' });
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('textbox').waitFor();
  await page.locator('.modal__scroll').evaluate((part) => part.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(200);
  return { page, close: () => recorded.close() };
}

/**
 * Confirm's colour at the scrolling part's end edge (2 px above it, or above its own end when it ends before) and its
 * own colour well inside it, both in its padding (no letter there).
 */
async function confirmAtTheEdge(page: Page): Promise<{ edge: Rgb; own: Rgb; cut: boolean }> {
  const { part, button } = await page.locator('.modal__scroll').evaluate((element) => {
    const confirm = [...element.querySelectorAll('button')].find((candidate) => candidate.type === 'submit') ?? element;
    return { part: element.getBoundingClientRect().toJSON() as DOMRect, button: confirm.getBoundingClientRect().toJSON() as DOMRect };
  });
  // Its side nearer the part's middle, where a shade is deepest, whichever side the writing direction puts it on.
  const x = button.x + button.width / 2 < part.x + part.width / 2 ? button.right - 10 : button.x + 10;
  const edge = Math.min(part.bottom, button.bottom) - 2;
  return { edge: await pixelAt(page, x, edge), own: await pixelAt(page, x, button.y + 10), cut: button.bottom > part.bottom };
}


describe('the scroll shade of a dialog shows over its opaque controls', () => {
  const harness = browserForTests();

  it.each(LOOKS)('%s: Confirm cut at the end edge is shaded there, so the user sees there is more', async (look, options, query) => {
    const { page, close } = await codeDialog(harness, query, options, 300);
    try {
      const { edge, own, cut } = await confirmAtTheEdge(page);
      expect(cut).toBe(true);
      expect(colourDistance(edge, own)).toBeGreaterThan(24);
      await screenshot(page, `scroll-shade-${look}`);
    } finally {
      await close();
    }
  });

  it('with nothing to scroll, no shade lies over Confirm', async () => {
    const { page, close } = await codeDialog(harness, '', {}, 740);
    try {
      const { edge, own, cut } = await confirmAtTheEdge(page);
      expect(cut).toBe(false);
      expect(colourDistance(edge, own)).toBeLessThan(8);
    } finally {
      await close();
    }
  });
});
