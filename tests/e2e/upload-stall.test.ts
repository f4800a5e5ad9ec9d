import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot } from './browser.ts';

const PDF = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

describe('a document upload the server takes and never answers', () => {
  const harness = browserForTests();

  it('deposit-upload-doc: ends after the session timeout once the file is sent, says so, keeps what was typed, and a second try stores the file', async () => {
    // The fault holds the first upload unanswered; request_timeout is the session's timeout (2 s).
    const recorded = await harness.openPage('/deposit/bank_transfer/?session_id=deposit-upload-doc&request_timeout=2000&fault=upload:timeout*1');
    const { page } = recorded;
    try {
      await page.getByRole('textbox', { name: 'Amount' }).fill('500');
      await page.getByRole('textbox', { name: 'Your IBAN' }).fill('DE89370400440532013000');
      const file = page.locator('input[type="file"]');
      await file.setInputFiles(PDF);
      const modal = page.getByRole('alertdialog', { name: 'Upload error' });
      // Not the 5 minutes a file's sending may take: the file is small and went at once.
      await modal.getByText('The payment server is taking too long to answer. Try again in a moment.').waitFor({ timeout: 8000 });
      await screenshot(page, 'deposit-upload-stalled');
      expect(recorded.console.some((entry) => entry.text.includes('uploadDocument: the server did not answer within 2 s'))).toBe(true);
      await modal.getByRole('button', { name: 'OK' }).click();
      expect(await page.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('500');
      expect(await page.getByRole('textbox', { name: 'Your IBAN' }).inputValue()).toBe('DE89370400440532013000');
      await file.setInputFiles(PDF);
      await page.getByText('transfer-receipt.pdf').waitFor();
      expect(recorded.pageErrors).toEqual([]);
    } finally {
      await recorded.close();
    }
  });
});
