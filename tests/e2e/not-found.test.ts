import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot, startBrowser, type BrowserHarness } from './browser.ts';

describe('an address no screen has (spec section 2: the router error text), never a blank page', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowser(inject('baseUrl'));
  });
  afterAll(() => harness.close());

  it.each(['/no-such-page', '/deposit/nowhere/at/all'])('%s says the page does not exist', async (path) => {
    const recorded = await harness.openPage(`${path}?session_id=deposit-card-success`);
    const alert = recorded.page.getByRole('alert');
    await alert.getByRole('heading', { name: 'Unexpected Application Error' }).waitFor();
    await expect(alert.getByText('This page does not exist.').isVisible()).resolves.toBe(true);
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it.each([
    ['/nowhere?session_id=deposit-card-success', '/deposit', 'Choose a payment method', 'light', {}],
    ['/deposit/card/extra/x?session_id=deposit-card-success&theme=dark', '/deposit', 'Choose a payment method', 'dark', { colorScheme: 'dark' }],
    ['/withdrawal/card/extra/x?session_id=withdrawal-card', '/withdrawal', 'اختر طريقة السحب', 'rtl', { dir: 'rtl' }],
  ] as const)('%s is no dead end: "All methods" leads to the methods of the flow it names, in the same session and look', async (address, list, heading, look, options) => {
    const recorded = await harness.openPage(address, options);
    const { page } = recorded;
    const alert = page.getByRole('alert');
    await alert.getByText(look === 'rtl' ? 'هذه الصفحة غير موجودة.' : 'This page does not exist.').waitFor();
    await screenshot(page, `not-found-${look}`);
    await alert.getByRole('link', { name: look === 'rtl' ? 'جميع الطرق' : 'All methods' }).click();
    await page.getByRole('heading', { name: heading }).waitFor();
    const shown = new URL(page.url());
    const asked = new URL(address, 'http://x.invalid');
    expect(shown.pathname).toBe(list);
    expect([...shown.searchParams]).toEqual(expect.arrayContaining([...asked.searchParams]));
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it.each([
    ['/deposit/nosuch/?session_id=deposit-card-success', '/deposit', 'Choose a payment method'],
    ['/withdrawal/nosuch/?session_id=withdrawal-card&theme=dark', '/withdrawal', 'Choose a withdrawal method'],
  ])('%s (a method the session does not have) says so and leads back to the method list', async (address, list, heading) => {
    const recorded = await harness.openPage(address);
    const { page } = recorded;
    const alert = page.getByRole('alert');
    await alert.getByText('This payment method is not available in this session. Go back and choose another one.').waitFor();
    await screenshot(page, `unknown-method${list.replace('/', '-')}`);
    await alert.getByRole('link', { name: 'All methods' }).click();
    await page.getByRole('heading', { name: heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe(list);
    expect(new URL(page.url()).searchParams.get('session_id')).toBe(new URL(address, 'http://x.invalid').searchParams.get('session_id'));
    await recorded.close();
  });
});
