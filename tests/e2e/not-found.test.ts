import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBrowser, type BrowserHarness } from './browser.ts';

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
});
