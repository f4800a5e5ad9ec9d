import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, screenshot } from './browser.ts';

const LIST = '/deposit?session_id=content-page';
const MORE_INFO = { name: 'More information about Visa / Mastercard' } as const;

describe('/content: a content page in a modal over the page below (spec sections 2 and 3)', () => {
  const harness = browserForTests();

  it('opens from a method\'s info link at its own address over the list, draws every block as text, and closes with Escape and with Back', async () => {
    const recorded = await harness.openPage(LIST);
    const { page } = recorded;
    await page.getByRole('link', MORE_INFO).click();
    const dialog = page.getByRole('dialog', { name: 'More information' });
    await dialog.getByText('Card deposit terms').waitFor();
    expect(new URL(page.url()).pathname).toBe('/content');
    expect(new URL(page.url()).searchParams.get('url')).toBe('/api/cashier-service/v1.0/content/card-deposit-terms');
    // The page below stays drawn under the modal.
    await expect(page.getByRole('button', { name: /Visa \/ Mastercard/ }).count()).resolves.toBe(1);
    await expect(dialog.getByRole('note').textContent()).resolves.toBe('We never store your full card number.');
    await expect(dialog.locator('details summary').textContent()).resolves.toBe('Refunds');
    await expect(dialog.getByText('Refunds go back to the card used').isVisible()).resolves.toBe(false);
    await dialog.getByText('Refunds', { exact: true }).click();
    await expect(dialog.getByText('Refunds go back to the card used').isVisible()).resolves.toBe(true);
    await screenshot(page, 'content-modal');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/deposit');
    await expect(page.getByRole('link', MORE_INFO).evaluate((link) => link === document.activeElement)).resolves.toBe(true);

    await page.getByRole('link', MORE_INFO).click();
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/deposit');
    expect(recorded.pageErrors).toEqual([]);
    await expect(recorded.cspViolations()).resolves.toEqual([]);
    await recorded.close();
  });

  it('opened bare (a shared link), shows over the flow\'s list and closes onto it', async () => {
    const recorded = await harness.openPage('/content?session_id=content-page&url=%2Fapi%2Fcashier-service%2Fv1.0%2Fcontent%2Fcard-deposit-terms');
    const { page } = recorded;
    const dialog = page.getByRole('dialog', { name: 'More information' });
    await dialog.getByText('Card deposit terms').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', MORE_INFO).waitFor();
    expect(new URL(page.url()).pathname).toBe('/deposit');
    await recorded.close();
  });

  it('a failed fetch says so in a sentence with a retry that shows the page; a foreign address is never fetched', async () => {
    const recorded = await harness.openPage(`${LIST}&fault=card-deposit-terms:500`);
    const { page } = recorded;
    await page.getByRole('link', MORE_INFO).click();
    const dialog = page.getByRole('dialog', { name: 'More information' });
    // The reason is the failure's own (a server error), not a guess at the connection.
    await expect(dialog.getByRole('alert').locator('p').textContent()).resolves.toBe(
      'We could not load this page. The payment server could not handle the request. Try again in a moment.',
    );
    await page.evaluate(() => {
      const url = new URL(location.href);
      url.searchParams.delete('fault');
      history.replaceState(history.state, '', url);
    });
    await dialog.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Card deposit terms').waitFor();
    // Try again went with the failure: the focus stays in the dialog, so Escape still closes it.
    await expect.poll(() => dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', MORE_INFO).click();

    await page.goto(new URL('/content?session_id=content-page&url=https%3A%2F%2Fevil.example%2Fx', page.url()).href);
    await page.getByRole('dialog').getByText('This page cannot be shown here.').waitFor();
    expect(recorded.requests.some((request) => new URL(request.url).hostname === 'evil.example')).toBe(false);
    await recorded.close();
  });

  it.each(['light', 'dark', 'rtl'] as const)('has no axe violations and works by keyboard (%s)', async (look) => {
    const recorded = await harness.openPage(LIST, look === 'rtl' ? { dir: 'rtl' } : { colorScheme: look });
    const { page } = recorded;
    // The right-to-left look opens with lang=ar: the link and the dialog's title read Arabic.
    const rtl = look === 'rtl';
    await page.getByRole('link', rtl ? { name: /^مزيد من المعلومات عن/ } : MORE_INFO).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: rtl ? 'مزيد من المعلومات' : 'More information' });
    await dialog.getByText('Card deposit terms').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await screenshot(page, `content-modal-${look}`);
    await recorded.close();
  });
});
