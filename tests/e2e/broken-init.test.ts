import { describe, expect, it } from 'vitest';
import { browserForTests, screenshot } from './browser.ts';

describe('bad server input', () => {
  const harness = browserForTests();

  it('deposit-broken-init: a malformed init payload shows a clear sentence and its code, the console names the JSON paths', async () => {
    const recorded = await harness.openPage('/deposit?session_id=deposit-broken-init');
    const alert = recorded.page.getByRole('alert');
    await alert.getByRole('heading', { name: 'We could not load the cashier' }).waitFor();
    await alert.getByText('The payment server sent an answer we could not use. Try again later.').waitFor();
    await alert.getByText('Details').click();
    await alert.getByText('Error code: PAYLOAD_INVALID').waitFor();
    await expect(alert.textContent()).resolves.not.toContain('/payment_groups');
    const consoleErrors = recorded.console.filter((entry) => entry.type === 'error').map((entry) => entry.text);
    expect(consoleErrors.some((text) => text.includes('/payment_groups/0/id must be integer'))).toBe(true);
    expect(consoleErrors.some((text) => text.includes('/payment_groups/0/currencies'))).toBe(true);
    await screenshot(recorded.page, 'broken-init');
    await recorded.close();
  });
});
