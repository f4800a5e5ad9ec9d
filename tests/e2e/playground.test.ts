import { describe, expect, it, onTestFinished } from 'vitest';
import { browserForTests, type RecordedPage } from './browser.ts';
import { cardFormPage } from './card-form-page.ts';

const CARD_PRESET = 'deposit-card-success:101';
const PAN_TYPED = '4111 1111 1111 1111';

describe('the descriptor playground', () => {
  const harness = browserForTests();

  /** Opens the playground on a preset, in a page of this test's own, closed when the test ends. */
  async function open(preset: string): Promise<RecordedPage> {
    const recorded = await harness.openPage(`/playground.html?preset=${encodeURIComponent(preset)}`);
    onTestFinished(() => recorded.close());
    await recorded.page.locator('#root_amount').waitFor();
    return recorded;
  }

  it('shows where malformed JSON breaks, by line, column and position, in an alert', async () => {
    const { page } = await open('gallery');
    await page.getByLabel('Form parameters (JSON)').fill('[\n  {"name": "a", "type": "input"},\n]');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/line 3, column 1 \(position 36\)/);
    expect(await page.locator('#root_a').count()).toBe(0);
  });

  it('names an unknown field type as a problem and renders it as a text input', async () => {
    const { page } = await open('gallery');
    const source = JSON.stringify([{ name: 'wallet', type: 'crypto_wallet', label: 'Wallet address' }]);
    await page.getByLabel('Form parameters (JSON)').fill(source);
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/Parameter 0 "wallet" of type "crypto_wallet" has an unknown field type/);
    const input = page.getByLabel('Wallet address');
    expect(await input.evaluate((element) => element instanceof HTMLInputElement && element.type)).toBe('text');
  });

  it('never shows the full card number in the form data or the payload', async () => {
    const recorded = await open(CARD_PRESET);
    const { page } = recorded;
    const { cardNumber } = cardFormPage(page);
    await cardNumber.pressSequentially(PAN_TYPED);
    await expect.poll(() => page.locator('#pg-payload').textContent()).toContain('•••• 1111');
    const shown = await page.evaluate(() => document.body.innerText);
    for (const pan of ['4111111111111111', PAN_TYPED, '411111']) expect(shown).not.toContain(pan);
    expect(await cardNumber.inputValue()).toBe(PAN_TYPED);
    expect(recorded.console.filter((entry) => entry.text.includes('41111111'))).toEqual([]);
  });

  it('a recorded preset opens as recorded: withdrawal-phone is a USD payout whose phone offers the server\'s three countries', async () => {
    const { page } = await open('withdrawal-phone:541');
    await expect(page.getByRole('combobox', { name: 'Flow', exact: true }).inputValue()).resolves.toBe('withdrawal');
    await expect(page.getByRole('combobox', { name: 'Currency', exact: true }).inputValue()).resolves.toBe('USD');
    await page.getByRole('button', { name: /country:/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Select country' });
    await expect(dialog.getByRole('listitem').count()).resolves.toBe(3);
  });

  it('offers the gallery and every recorded method form as presets', async () => {
    const { page } = await open('gallery');
    const presets = await page.getByLabel('Preset').locator('option').allTextContents();
    expect(presets).toContain('Gallery: every field type');
    expect(presets).toContain('deposit-card-success · method 101');
  });
});
