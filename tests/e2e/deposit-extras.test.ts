import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { browserForTests, screenshot, type OpenPageOptions } from './browser.ts';
import { recordWithLateFiles, screenShiftsOf } from './layout-shifts.ts';

const NBSP = '\u00a0';
/** An amount as the form shows it: its gaps are no-break spaces, so it never breaks across lines. */
const money = (text: string): string => text.replaceAll(' ', NBSP);

/** The lines under the amount, term -> value, as the user reads them. */
async function breakdownOf(page: Page): Promise<Record<string, string>> {
  const lines = page.locator('.breakdown__line');
  const entries = await lines.evaluateAll((nodes) => nodes.map((node) => [node.querySelector('dt')?.textContent ?? '', node.querySelector('dd')?.textContent ?? '']));
  return Object.fromEntries(entries);
}

const UPLOAD_PATH = /\/payments\/groups\/151\/upload$/;

describe('the deposit form beside the fields: fee, tax, total, bonus, processing currency, upload', () => {
  const harness = browserForTests();

  it('deposit-fee-tax: fee, tax and total to pay follow the amount, in KWD with no-break spaces', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-fee-tax');
    const { page } = recorded;
    const amount = page.getByRole('textbox', { name: 'Amount' });
    // The preset amount (25 KWD) already has its lines.
    await page.locator('.breakdown').waitFor();
    expect(await breakdownOf(page)).toEqual({ Fee: money('0.625 KWD'), Tax: money('0.000 KWD'), 'Total to pay': money('25.625 KWD') });
    // A screen reader hears the lines with the amount field, and as they change (a polite live region).
    const description = (): Promise<string> =>
      amount.evaluate((input) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    await expect(description()).resolves.toContain(`Total to pay${money('25.625 KWD')}`);
    await expect(page.locator('.breakdown').evaluate((lines) => lines.parentElement?.getAttribute('aria-live'))).resolves.toBe('polite');
    await amount.fill('200');
    await expect.poll(() => breakdownOf(page)).toEqual({ Fee: money('3.250 KWD'), Tax: money('5.500 KWD'), 'Total to pay': money('208.750 KWD') });
    await amount.fill('1500');
    await expect.poll(() => breakdownOf(page)).toEqual({ Fee: money('22.750 KWD'), Tax: money('70.500 KWD'), 'Total to pay': money('1 593.250 KWD') });
    await screenshot(page, 'deposit-fee-tax-1500');
    await amount.fill('');
    await page.locator('.breakdown').waitFor({ state: 'detached' });
    // The method's info line under the title, as in the list.
    await page.getByText(money('5.000 KWD – 3 000.000 KWD') + ' • Instant • Fee 1.5% + ' + money('0.250 KWD')).waitFor();
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('deposit-bonus: the ribbon, "bonus included" on the list and the form, and the bonus of the amount’s tier', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-bonus');
    const { page } = recorded;
    const card = page.getByRole('button', { name: /^Visa \/ Mastercard/ });
    await expect(card.textContent()).resolves.toContain('Bonus included');
    await expect(page.getByRole('button', { name: /^Skrill/ }).textContent()).resolves.not.toContain('Bonus included');
    await card.click();
    const ribbon = page.getByRole('complementary', { name: 'Bonus' });
    await expect(ribbon.textContent()).resolves.toBe(`Welcome bonus 100% up to 200 EURBonus up to 100% or ${money('250.00 EUR')}`);
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('10');
    await expect.poll(() => breakdownOf(page)).toEqual({ Fee: money('0.55 EUR'), 'Total to pay': money('10.55 EUR') });
    await amount.fill('150');
    await expect.poll(() => breakdownOf(page)).toEqual({ Fee: money('4.05 EUR'), 'Total to pay': money('154.05 EUR'), 'Your bonus': `+${money('150.00 EUR')}` });
    await amount.fill('1000');
    await expect.poll(async () => (await breakdownOf(page))['Your bonus']).toBe(`+${money('250.00 EUR')}`);
    await screenshot(page, 'deposit-bonus-1000');
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('deposit-bonus in Arabic: the bonus sign stays on the left of its amount ("+EUR 250.00"), never after it', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-bonus&lang=ar', { dir: 'rtl' });
    const { page } = recorded;
    await page.locator('#root_amount').fill('1000');
    const bonus = page.locator('.breakdown__line').last().locator('dd');
    await expect.poll(() => bonus.textContent()).toContain('250.00');
    // Where the sign and the currency are drawn: the sign must be the run's leftmost mark, as in "+EUR 250.00".
    const [sign, currency] = await bonus.evaluate((dd) => {
      const text = dd.firstChild as Text;
      const left = (at: number): number => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect().left;
      };
      return [left(text.data.indexOf('+')), left(text.data.indexOf('E'))];
    });
    expect(sign).toBeLessThan(currency);
    await screenshot(page, 'deposit-bonus-ar');
    await recorded.close();
  });

  it('deposit-bonus: a deep link waits for the ribbon\'s code, so the fields are not pushed down when it arrives', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-bonus', { beforeOpen: recordWithLateFiles(/\/assets\/bonus-ribbon-[\w-]+\.js$/) });
    const { page } = recorded;
    await page.getByRole('complementary', { name: 'Bonus' }).waitFor();
    await page.getByRole('textbox', { name: 'Amount' }).waitFor();
    await page.waitForTimeout(300);
    await expect(screenShiftsOf(page)).resolves.toEqual([]);
    await recorded.close();
  });

  it('deposit-processing-currency: the total in the processing currency with its rate; the experiment’s amount blocks', async () => {
    const recorded = await harness.openPage('/deposit/card/?session_id=deposit-processing-currency');
    const { page } = recorded;
    const blocks = page.getByRole('group', { name: 'Quick amounts' }).getByRole('button');
    await blocks.first().waitFor();
    await expect(blocks.allTextContents()).resolves.toEqual([money('25.00 EUR'), money('75.00 EUR'), money('150.00 EUR')]);
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    await expect.poll(async () => (await breakdownOf(page))['Charged in USD']).toBe(money('111.46 USD'));
    await page.getByText('1 EUR = 1.0842 USD').waitFor();
    await recorded.close();
  });

  it('deposit-upload-doc: the upload shows its progress, sends the file to .../upload, and the form sends only its id', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-upload-doc');
    const { page } = recorded;
    await page.getByRole('textbox', { name: 'Amount' }).fill('500');
    await page.getByRole('textbox', { name: 'Your IBAN' }).fill('DE89370400440532013000');
    const file = page.locator('input[type="file"]');
    // The fixture server answers 300 ms late, so the progress bar is seen.
    await page.route(UPLOAD_PATH, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const uploaded = page.waitForRequest(UPLOAD_PATH);
    await file.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('progressbar', { name: 'Uploading receipt.pdf' }).waitFor();
    // Until the document is stored the form cannot be sent: its id is not in the values yet.
    await expect(page.getByRole('button', { name: /^Deposit/ }).isDisabled()).resolves.toBe(true);
    const upload = await uploaded;
    expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.postData()).toContain('filename="receipt.pdf"');
    await page.getByText('transfer-receipt.pdf').waitFor();
    await screenshot(page, 'deposit-upload-stored');

    // The second recorded answer refuses with the limit key: the modal says so and the stored document stays.
    await file.setInputFiles({ name: 'second.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    const modal = page.getByRole('alertdialog', { name: 'Upload error' });
    await modal.getByText('The file is larger than 20 MB').waitFor();
    await screenshot(page, 'deposit-upload-refused');
    await modal.getByRole('button', { name: 'OK' }).click();
    await page.getByText('transfer-receipt.pdf').waitFor();

    // A file of a type not allowed never leaves the page.
    const uploads = recorded.requests.filter((request) => UPLOAD_PATH.test(request.url)).length;
    await file.setInputFiles({ name: 'run.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await modal.getByText('The file could not be uploaded. Use PDF, HEIC, JPEG, JPG or PNG.').waitFor();
    await modal.getByRole('button', { name: 'OK' }).click();
    expect(recorded.requests.filter((request) => UPLOAD_PATH.test(request.url)).length).toBe(uploads);

    const submitted = page.waitForRequest(/\/payments\/groups\/151\/submit$/);
    await page.getByRole('button', { name: /^Deposit/ }).click();
    const body = JSON.parse((await submitted).postData() ?? 'null') as { parameters?: Record<string, unknown> };
    expect(body.parameters?.['proof_of_payment']).toBe('doc_58e1a0');
    expect(recorded.pageErrors).toEqual([]);
    await recorded.close();
  });

  it('deposit-upload-doc: the required error a failed submit showed goes once the file is stored, with no other field left', async () => {
    const recorded = await harness.openPage('/deposit/bank_transfer/?session_id=deposit-upload-doc');
    const { page } = recorded;
    await page.getByRole('textbox', { name: 'Amount' }).fill('500');
    await page.getByRole('textbox', { name: 'Your IBAN' }).fill('DE89370400440532013000');
    await page.getByRole('button', { name: /^Deposit/ }).click();
    const file = page.locator('input[type="file"]');
    const errors = page.locator(`#${await file.getAttribute('id')}__error`);
    await errors.getByText('This field is required').waitFor();
    await file.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByText('transfer-receipt.pdf').waitFor();
    await expect.poll(() => errors.textContent()).toBe('');
    await expect(file.getAttribute('aria-invalid')).resolves.toBe('false');
    await screenshot(page, 'deposit-upload-stored-after-failed-submit');
    await recorded.close();
  });

  it('deposit-upload-doc: a keyboard upload keeps the focus on the control, and the waiting Deposit button looks disabled', async () => {
    const recorded = await harness.openPage('/deposit/bank_transfer/?session_id=deposit-upload-doc');
    const { page } = recorded;
    // Listened to from the start: Chromium hands pickers to the page only once the listener has reached it.
    let pickers = 0;
    page.on('filechooser', () => void (pickers += 1));
    // The upload is answered only once the checks of its sending state are done.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(UPLOAD_PATH, async (route) => {
      await answered;
      await route.continue();
    });
    const file = page.locator('input[type="file"]');
    // The upload widget's code comes late: until then the Tab from the IBAN has nowhere to go.
    await file.waitFor({ state: 'attached' });
    await page.getByRole('textbox', { name: 'Your IBAN' }).fill('DE89370400440532013000');
    await page.keyboard.press('Tab');
    await expect(file.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('progressbar', { name: 'Uploading receipt.pdf' }).waitFor();
    // While the file is on its way: no second picker, and the Deposit button is faded as the form's disabled controls.
    await page.keyboard.press('Space');
    const deposit = page.getByRole('button', { name: /^Deposit/ });
    await expect(deposit.isDisabled()).resolves.toBe(true);
    await expect(deposit.evaluate((button) => getComputedStyle(button).opacity)).resolves.toBe('0.6');
    answer();
    await page.getByText('transfer-receipt.pdf').waitFor();
    expect(pickers).toBe(1);
    await expect(file.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await expect(deposit.evaluate((button) => getComputedStyle(button).opacity)).resolves.toBe('1');
    await recorded.close();
  });

  it('upload:500: the upload error modal says the server could not take it, and the form keeps what was typed', async () => {
    const recorded = await harness.openPage('/deposit/bank_transfer/?session_id=deposit-upload-doc&fault=upload:500');
    const { page } = recorded;
    await page.getByRole('textbox', { name: 'Your IBAN' }).fill('DE89370400440532013000');
    await page.locator('input[type="file"]').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    const modal = page.getByRole('alertdialog', { name: 'Upload error' });
    await modal.getByText('The payment server could not handle the request. Try again in a moment.').waitFor();
    // Nothing was wrong with the file: no formats note suggests it was.
    await expect(modal.getByText(/^PDF, HEIC/).count()).resolves.toBe(0);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('textbox', { name: 'Your IBAN' }).inputValue()).resolves.toBe('DE89370400440532013000');
    // The console says which call failed and how, as for every other call.
    expect(recorded.console.map((entry) => entry.text)).toContain('[cashier] uploadDocument: the server answered HTTP 500 (Injected fault: upload answered 500)');
    await recorded.close();
  });

  const looks: [string, string, OpenPageOptions][] = [
    ['light', '/deposit/card/?session_id=deposit-bonus', {}],
    ['dark', '/deposit/card/?session_id=deposit-bonus&theme=dark', { colorScheme: 'dark' }],
    ['rtl', '/deposit/card/?session_id=deposit-bonus', { dir: 'rtl' }],
    ['fee-tax-rtl', '/deposit/knet/?session_id=deposit-fee-tax', { dir: 'rtl' }],
  ];
  it.each(looks)('axe-core finds no violation on the form with its ribbon and lines (%s)', async (name, path, options) => {
    const recorded = await harness.openPage(path, options);
    const { page } = recorded;
    await page.locator('.breakdown').waitFor();
    await screenshot(page, `deposit-extras-${name}`);
    expect(await axeViolations(page)).toEqual([]);
    await recorded.close();
  });
});
