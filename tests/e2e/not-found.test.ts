import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot } from './browser.ts';

describe('an address no screen has (spec section 2: the router error text), never a blank page', () => {
  const harness = browserForTests();

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

  it('a form that crashes on every render stays on the crash screen (once reloaded) with "Try again" and "All methods", which loads the list afresh', async () => {
    // The card form's amount is formatted with its currency code upper-cased: here that throws, on the form's address only.
    const crashOnForm = (): void => {
      const upper = String.prototype.toUpperCase;
      String.prototype.toUpperCase = function (this: string) {
        if (window.location.pathname.startsWith('/deposit/card') && String(this) === 'EUR') throw new Error('Render failed');
        return upper.call(this);
      };
    };
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-card-success&theme=dark', {
      colorScheme: 'dark',
      beforeOpen: async (context) => void (await context.addInitScript(crashOnForm)),
    });
    const { page } = recorded;
    const alert = page.getByRole('alert');
    // The first crash shows the screen, then reloads once (nothing was typed); the second stays, with its ways on.
    await alert.getByRole('heading', { name: 'Unexpected Application Error' }).waitFor();
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    await screenshot(page, 'crash-screen-dark');
    await alert.getByRole('link', { name: 'All methods' }).click();
    await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor();
    const shown = new URL(page.url());
    expect(shown.pathname).toBe('/deposit');
    expect(shown.searchParams.get('session_id')).toBe('deposit-card-success');
    expect(shown.searchParams.get('theme')).toBe('dark');
    await recorded.close();
  });

  it('a method list that crashes on every render offers "Try again" only: "All methods" would be the same page', async () => {
    const crashOnList = (): void => {
      const upper = String.prototype.toUpperCase;
      String.prototype.toUpperCase = function (this: string) {
        if (String(this) === 'Vi') throw new Error('Render failed');
        return upper.call(this);
      };
    };
    const recorded = await harness.openPage('/deposit?session_id=deposit-card-success', { beforeOpen: async (context) => void (await context.addInitScript(crashOnList)) });
    const alert = recorded.page.getByRole('alert');
    await alert.getByRole('heading', { name: 'Unexpected Application Error' }).waitFor();
    await expect(alert.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    expect(await alert.getByRole('link').count()).toBe(0);
    await recorded.close();
  });
});
