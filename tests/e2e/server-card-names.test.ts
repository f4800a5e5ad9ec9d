import type { BrowserContext, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, LOOKS, screenshot } from './browser.ts';

/** A brand with markup-looking text and a RIGHT-TO-LEFT OVERRIDE after it, which would reverse what follows. */
const HOSTILE_BRAND = '<b>visa</b>\u202E';

/** The saved cards with the hostile brand (a Visa ending in 1111), for every /user-cards list of the page. */
async function hostileCardList(context: BrowserContext): Promise<void> {
  const card = { card_id: 'crd_7f3a91', last4: '1111', exp_month: '09', exp_year: '2029', brand: HOSTILE_BRAND, is_card_token_active: true };
  await context.route(/\/user-cards$/, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ cards: [card] }) }) : route.fallback(),
  );
}

/** The saved-card choice of the card form with a server label that holds no last 4 digits and an override. */
async function hostileCardLabel(context: BrowserContext): Promise<void> {
  await context.route(/\/payments\/groups\/101\/select$/, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.text()).replace('Mastercard •••• 4444 (03/27)', 'Salary card\\u202E (03/27)');
    await route.fulfill({ response: answer, body });
  });
}

/** Where each piece of the element's text is laid out, left to right (px from the page's left). */
function leftsOf(element: Locator, pieces: readonly string[]): Promise<number[]> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const lefts: (number | null)[] = wanted.map(() => null);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      for (const piece of wanted) {
        const at = (node.textContent ?? '').indexOf(piece);
        if (at === -1) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + piece.length);
        lefts[wanted.indexOf(piece)] = range.getBoundingClientRect().left;
      }
    }
    return lefts.map((left, index) => {
      if (left === null) throw new Error(`"${wanted[index] ?? ''}" is not in "${root.textContent ?? ''}"`);
      return left;
    });
  }, pieces);
}

const ascending = (numbers: readonly number[]): boolean => numbers.every((value, index) => index === 0 || value > (numbers[index - 1] ?? 0));

describe('a stored card name from the server cannot reorder what it is shown with (its values isolated, their controls dropped)', () => {
  const harness = browserForTests();

  it.each(LOOKS)('/withdrawal-cards (%s): a brand ending in U+202E leaves "•••• 1111" in its order', async (look, options, query) => {
    const recorded = await harness.openPage(`/withdrawal?session_id=withdrawal-card${query}`, { ...options, beforeOpen: hostileCardList });
    const { page } = recorded;
    await page.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    const row = page.locator('.payout-card__name');
    await row.waitFor();
    await expect(row.textContent()).resolves.not.toContain('\u202E');
    expect(ascending(await leftsOf(row, ['<b>visa</b>', '••••', '1111']))).toBe(true);
    await screenshot(page, `server-card-name-withdrawal-cards-${look}`);
    await recorded.close();
  });

  it.each(LOOKS)('/cards (%s): a brand ending in U+202E leaves "•••• 1111" in its order, in the list and in the confirm', async (look, options, query) => {
    const recorded = await harness.openPage(`/cards?session_id=cards-management${query}`, { ...options, beforeOpen: hostileCardList });
    const { page } = recorded;
    const row = page.locator('.account__card-name');
    await row.waitFor();
    await expect(row.textContent()).resolves.not.toContain('\u202E');
    expect(ascending(await leftsOf(row, ['<b>visa</b>', '••••', '1111']))).toBe(true);
    await page.locator('.account__card-remove').click();
    const text = page.getByRole('alertdialog').locator('.modal__text');
    expect(ascending(await leftsOf(text, ['<b>visa</b>', '••••', '1111']))).toBe(true);
    await screenshot(page, `server-card-name-cards-${look}`);
    await recorded.close();
  });

  it.each(LOOKS)('the card form (%s): a saved card\'s label with U+202E and no last digits keeps its expiry in order', async (look, options, query) => {
    const recorded = await harness.openPage(`/deposit?session_id=deposit-saved-cards${query}`, { ...options, beforeOpen: hostileCardLabel });
    const { page } = recorded;
    const choice = page.locator('.saved-card__pan', { hasText: 'Salary card' });
    await choice.waitFor();
    await expect(choice.textContent()).resolves.not.toContain('\u202E');
    expect(ascending(await leftsOf(choice, ['Salary', '03', '27']))).toBe(true);
    await screenshot(page, `server-card-name-card-form-${look}`);
    await recorded.close();
  });
});
