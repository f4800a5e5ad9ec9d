import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, LOOKS, screenshot } from './browser.ts';

describe('payout screens have no axe violations in light, dark and right to left', () => {
  const harness = browserForTests();

  it.each(LOOKS)('the card list, its delete dialog, the payout-account form, the 1206 error and a locked account (%s)', async (look, options, theme) => {
    const cards = await harness.openPage(`/withdrawal?session_id=withdrawal-card${theme}`, options);
    await cards.page.locator('.method').first().click();
    await cards.page.locator('.payout-card').first().waitFor();
    await expect(axeViolations(cards.page)).resolves.toEqual([]);
    await screenshot(cards.page, `withdrawal-cards-${look}`);
    await cards.page.locator('.payout-card__delete').first().click();
    await cards.page.getByRole('alertdialog').waitFor();
    await expect(axeViolations(cards.page)).resolves.toEqual([]);
    await screenshot(cards.page, `withdrawal-cards-delete-${look}`);
    await cards.close();

    const accounts = await harness.openPage(`/withdrawal?session_id=withdrawal-payout-accounts${theme}`, options);
    await accounts.page.locator('.payout-account__switch').click();
    await accounts.page.locator('.payout-account input').waitFor();
    await expect(axeViolations(accounts.page)).resolves.toEqual([]);
    await screenshot(accounts.page, `withdrawal-payout-account-${look}`);
    await accounts.close();

    const balance = await harness.openPage(`/withdrawal?session_id=withdrawal-above-balance${theme}`, options);
    await balance.page.locator('input[inputmode="decimal"]').fill('100');
    await balance.page.locator('button[type="submit"]').click();
    await balance.page.locator('[aria-invalid="true"]').first().waitFor();
    await expect(axeViolations(balance.page)).resolves.toEqual([]);
    await screenshot(balance.page, `withdrawal-above-balance-${look}`);
    await balance.close();

    const locked = await harness.openPage(`/withdrawal?session_id=withdrawal-new-account-disabled${theme}`, options);
    await locked.page.locator('select[disabled]').waitFor();
    await expect(axeViolations(locked.page)).resolves.toEqual([]);
    await locked.close();
  });
});
