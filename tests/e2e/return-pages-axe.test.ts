import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, LOOKS, SCREEN_TIMEOUT_MS, screenshot, withCleanPage } from './browser.ts';

/** The provider return pages in each state the user can meet them in: waiting for the call, and the call failed. */
const RETURN_PAGES: readonly [string, string][] = [
  ['interaction-waiting', '/payments/interaction/paysafecard?session_id=payments-interaction-status&fault=interaction:delay=8000'],
  ['interaction-failed', '/payments/interaction/paysafecard?session_id=payments-interaction-status&fault=interaction:500'],
  ['status-checking', '/payments/status/paysafecard?session_id=payments-interaction-status&fault=status:delay=8000'],
  ['provider-3ds-waiting', '/payments/3ds_result/acquirer_eu?session_id=payments-3ds-provider&PaRes=eJzLSM3JyVcozy_KSVEEAB0JBF4&fault=3ds-result:delay=8000'],
  ['provider-3ds-failed', '/payments/3ds_result/acquirer_eu?session_id=payments-3ds-provider&PaRes=eJzLSM3JyVcozy_KSVEEAB0JBF4&fault=3ds-result:500'],
  ['3ds-waiting', '/3ds_result?session_id=payments-3ds-provider&fault=3ds-result:delay=8000'],
  ['3ds-failed', '/3ds_result?session_id=payments-3ds-provider&fault=3ds-result:502'],
];

describe('the provider return pages in light, dark and Arabic: axe-core finds nothing', () => {
  const harness = browserForTests();

  for (const [name, path] of RETURN_PAGES) {
    for (const [look, options, query] of LOOKS) {
      it(`${name} (${look})`, () =>
        withCleanPage(
          harness,
          `${path}${query}`,
          async ({ page }) => {
            const shown = name.endsWith('failed') ? page.getByRole('button', { name: /Try again|حاول مرة أخرى|إعادة المحاولة/ }) : page.locator('.status__title');
            await shown.first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
            // A failed check names what failed (the payment's check), not the cashier's loading.
            if (name.endsWith('failed') && look !== 'rtl') await page.getByRole('heading', { name: /^We could not (check|confirm) your payment/ }).waitFor();
            await screenshot(page, `return-${name}-${look}`);
            expect(await axeViolations(page)).toEqual([]);
          },
          options,
        ));
    }
  }
});
