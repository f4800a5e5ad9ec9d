import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, LOOKS, screenshot } from './browser.ts';

const NBSP = '\u00a0';
const eur = (digits: string): string => `${digits}${NBSP}EUR`;
const START = '/withdrawal?session_id=withdrawal-payout-accounts';

/**
 * QA's case on the recorded payout-accounts session (balance 640.50 EUR): the init answer gains tax tiers (no tax up to
 * 100 EUR, 10% + 1 above) and the method's select answer a fee of 2% + 0.50.
 */
async function addFeeAndTax(context: BrowserContext): Promise<void> {
  await context.route('**/payouts/groups/init', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const tiers = [{ from: 0, to: 100, percent_value: 0, absolute_value: 0 }, { from: 100, to: null, percent_value: 10, absolute_value: 1 }];
    await route.fulfill({ response, json: { ...body, tax: { tiers } } });
  });
  await context.route('**/payouts/groups/511/select', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, fee: { percentage: 2, fix: 0.5 } } });
  });
}

/** The lines under the amount, term -> value, in the order shown. */
async function breakdownOf(page: Page): Promise<Array<[string, string]>> {
  return page.locator('.breakdown__line').evaluateAll((nodes) => nodes.map((node): [string, string] => [node.querySelector('dt')?.textContent ?? '', node.querySelector('dd')?.textContent ?? '']));
}

describe("a withdrawal's fee and tax: taken out of the amount, which leaves the balance", () => {
  const harness = browserForTests();

  it('says what the user receives, never a total to pay; the whole balance can be withdrawn (1206 compares the amount)', async () => {
    const recorded = await harness.openPage(START, { beforeOpen: addFeeAndTax });
    const { page } = recorded;
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('300');
    await expect.poll(() => breakdownOf(page)).toEqual([
      ['Fee', eur('6.50')],
      ['Tax', eur('21.00')],
      ['You receive', eur('272.50')],
    ]);
    await expect(page.getByText('Total to pay').count()).resolves.toBe(0);

    // The whole balance: 13.31 fee and 55.05 tax come out of it, and it is sent.
    await amount.fill('640.50');
    await expect.poll(() => breakdownOf(page)).toContainEqual(['You receive', eur('572.14')]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => recorded.requests.filter((request) => request.method === 'POST' && request.url.endsWith('/payouts/groups/511/submit')).length)
      .toBe(1);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it.each(LOOKS)("reads in the user's words and passes axe (%s)", async (look, options, theme) => {
    const received = look === 'rtl' ? 'ستستلم' : 'You receive';
    const recorded = await harness.openPage(`${START}${theme}`, { ...options, beforeOpen: addFeeAndTax });
    const { page } = recorded;
    await page.locator('input[inputmode="decimal"]').fill('300');
    await page.locator('.breakdown').waitFor();
    await expect(page.locator('.breakdown__line--total dt').textContent()).resolves.toBe(received);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await screenshot(page, `withdrawal-breakdown-${look}`);
    await recorded.close();
  });
});
