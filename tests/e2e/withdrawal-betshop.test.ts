import { describe, expect, it } from 'vitest';
import { texts as en } from '../../src/i18n/form/en.ts';
import { listAndForm as ar } from '../../src/i18n/languages/ar/list-and-form.ts';
import { bodiesTo, browserForTests, LOOKS, SCREEN_TIMEOUT_MS, screenshot } from './browser.ts';

describe('withdrawal (payout) flow, the betting shop (issue 11)', () => {
  const harness = browserForTests();

  it('a betting shop is chosen in the /betshop-withdrawal modal, shown in its cell with its hours, and sent', async () => {
    const recorded = await harness.openPage('/withdrawal?session_id=withdrawal-betshop');
    const { page } = recorded;
    await page.getByRole('textbox', { name: 'Amount' }).fill('60');
    await page.getByRole('button', { name: /^Betting shop/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/betshop-withdrawal');
    await dialog.getByRole('button', { name: /^Lisboa/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/withdrawal/betshop_cash/');
    const cell = page.getByRole('button', { name: /^Betting shop/ });
    await expect(cell.textContent()).resolves.toContain('Lisboa — Rua Augusta 120');
    await expect(cell.textContent()).resolves.toContain('Mon–Sat 09:00–22:00');
    await page.getByRole('button', { name: /^Withdraw/ }).click();
    await page.getByRole('heading', { name: 'Withdrawal successful' }).waitFor();
    const [submitted] = bodiesTo(recorded, 'POST', '/payouts/groups/531/submit');
    expect(submitted).toMatchObject({ amount: 60, parameters: { bet_shop: 'shop_lx_01' } });
    await recorded.close();
  });

  it.each(LOOKS)('%s: the cell asks for a betting shop, what its dialog lists, not for the server\'s "Choose a city"', async (look, options, query) => {
    const { page, close } = await harness.openPage(`/withdrawal?session_id=withdrawal-betshop${query}`, options);
    const prompt = look === 'rtl' ? ar.form['APP.BET_SHOP.PLACEHOLDER'] : en['APP.BET_SHOP.PLACEHOLDER'];
    const cell = page.locator('#root_bet_shop');
    await cell.waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await expect(page.locator('#root_bet_shop__value').textContent()).resolves.toBe(prompt);
    await screenshot(page, `betshop-prompt-${look}`);
    await cell.click();
    const shops = page.getByRole('dialog').locator('.shop-list__item .cell__title');
    await expect.poll(() => shops.allTextContents()).toEqual(['Lisboa — Rua Augusta 120', 'Porto — Rua de Santa Catarina 312']);
    await screenshot(page, `betshop-prompt-dialog-${look}`);
    await close();
  });
});
