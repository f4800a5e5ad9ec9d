import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForTests } from './browser.ts';
import { startPreview, type RunningPreview } from './preview-server.ts';

const SESSION = 'deposit-method-icons';
const METRICS = /\/api\/cashier-service\/v1\.0\/payments\/metrics$/;

let preview: RunningPreview;

async function recordedMetrics(): Promise<unknown[]> {
  const response = await fetch(new URL(`/fixtures/recorded-posts?session_id=${SESSION}`, preview.url));
  const posts = (await response.json()) as { path: string }[];
  return posts.filter((post) => METRICS.test(post.path));
}

describe('spec section 4: error code 17 on the metrics call stops further metric sends', () => {
  beforeAll(async () => {
    // Metrics on the page's own origin, so its calls carry the page address (and its fault) in Referer.
    process.env['CASHIER_METRICS_URL'] = '/api/cashier-service/v1.0';
    preview = await startPreview();
  });
  afterAll(async () => {
    await preview.close();
    delete process.env['CASHIER_METRICS_URL'];
  });
  // Registered after the preview's hooks: the browser starts once the preview is up, and closes before it.
  const harness = browserForTests(() => preview.url);

  it('sends no metric after the first post answers code 17, and shows the user no session-expired screen for it', async () => {
    await fetch(new URL(`/fixtures/recorded-posts?session_id=${SESSION}`, preview.url), { method: 'DELETE' });
    const recorded = await harness.openPage('about:blank');
    const { page } = recorded;
    const refused = page.waitForResponse((response) => METRICS.test(new URL(response.url()).pathname));
    await page.goto(new URL(`/deposit?session_id=${SESSION}&metrics=1&fault=metrics:code=17*1`, preview.url).href);
    const first = await refused;
    expect(first.status()).toBe(400);
    expect(await first.json()).toEqual({ error_code: 17, error_message: 'CASHIER.PH2.ERROR_MESSAGE.17' });

    // The first input after the refusal would send FID; the fault answered once only, so a send would be recorded.
    await page.getByRole('button', { name: /Skrill/ }).click();
    await page.waitForURL(/\/deposit\/[^/?]+/);
    await page.waitForTimeout(2500);

    expect(recorded.requests.filter((request) => METRICS.test(new URL(request.url).pathname))).toHaveLength(1);
    expect(await recordedMetrics()).toEqual([]);
    expect(await page.getByText('Your session has expired').count()).toBe(0);
    expect(await recorded.cspViolations()).toEqual([]);
    await recorded.close();
  });
});
