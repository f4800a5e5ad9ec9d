import { describe, expect, it } from 'vitest';
import { bodiesTo, browserForTests } from './browser.ts';

describe('withdrawal (payout) flow: issue 11 items 1, 2, 3, 6, 7 and 8', () => {
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
});
