import { describe, expect, it } from 'vitest';
import { browserForTests, SCREEN_TIMEOUT_MS } from './browser.ts';

describe('deposit-methods-mixed, as QA replays it', () => {
  const harness = browserForTests();

  it('every method the list offers opens its form from a recorded select answer, and All methods comes back', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-methods-mixed');
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    const offered = page.locator('button.method:not([aria-disabled="true"])');
    const names = await offered.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-method-name') ?? button.textContent ?? ''));
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (let index = 0; index < names.length; index += 1) {
      await offered.nth(index).click();
      await page.getByRole('textbox', { name: /^Amount/ }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await page.getByRole('link', { name: 'All methods' }).click();
      await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: SCREEN_TIMEOUT_MS });
    }
    const selects = recorded.requests.filter((request) => request.url.endsWith('/select'));
    expect(selects).toHaveLength(names.length);
    expect(recorded.pageErrors).toEqual([]);
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });

  it.each([['light'], ['dark']] as const)('a disabled method says why at full contrast (at least 4.5:1), in %s', async (colorScheme) => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-methods-mixed', { colorScheme });
    const { page } = recorded;
    const reasons = page.locator('.method[aria-disabled="true"] .method__info');
    await reasons.first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
    const contrasts = await reasons.evaluateAll((lines) =>
      lines.map((line) => {
        const rgb = (color: string): number[] => (color.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r = 0, g = 0, b = 0]: number[]): number => {
          const linear = (channel: number): number => (channel / 255 <= 0.03928 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4);
          return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
        };
        // What the eye gets: the text's colour, faded by every ancestor's opacity, over the tile's background.
        let opacity = 1;
        let background: number[] | undefined;
        for (let element: Element | null = line; element !== null; element = element.parentElement) {
          const style = getComputedStyle(element);
          opacity *= Number(style.opacity);
          const fill = rgb(style.backgroundColor);
          if (background === undefined && (fill[3] ?? 1) > 0) background = fill;
        }
        const back = background ?? [255, 255, 255];
        const text = rgb(getComputedStyle(line).color).slice(0, 3).map((channel, index) => channel * opacity + (back[index] ?? 0) * (1 - opacity));
        const [light, dark] = [luminance(text), luminance(back)].sort((a, b) => b - a);
        return `${line.textContent ?? ''}: ${((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) >= 4.5 ? 'readable' : 'too faint'}`;
      }),
    );
    expect(contrasts.length).toBeGreaterThan(0);
    expect(contrasts.filter((contrast) => contrast.endsWith('too faint'))).toEqual([]);
    await recorded.close();
  });
});
