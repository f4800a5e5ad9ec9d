import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { browserForTests, type BrowserHarness } from './browser.ts';
import { startPreview, type RunningPreview } from './preview-server.ts';

/** The scenario whose methods have icons on the fixture assets host (one of them always answering 400). */
export const SESSION = 'deposit-method-icons';
/** The Visa test card's digits: no sink may ever receive them. */
export const CARD_DIGITS = '4111111111111111';

/** A call the fixture server recorded for SESSION (a sink's post). */
export interface RecordedPost {
  path: string;
  body: unknown;
}

/** The telemetry tests' own preview server, started by `browserWithSinks`. */
export let preview: RunningPreview;
/** The sinks live on another origin than the page (localhost vs 127.0.0.1), so the CSP and CORS are really exercised. */
export let sinkOrigin: string;

/** What the sinks received for SESSION so far. */
export async function recordedPosts(): Promise<RecordedPost[]> {
  const response = await fetch(new URL(`/fixtures/recorded-posts?session_id=${SESSION}`, preview.url));
  return (await response.json()) as RecordedPost[];
}

/** Reads until `done` holds or `timeoutMs` passes, and returns the last reading. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const isMetrics = (post: RecordedPost): boolean => post.path.endsWith('/metrics');
export const isErrorReport = (post: RecordedPost): boolean => post.path.startsWith('/fixtures/error-reports/');
export const metricNames = (posts: readonly RecordedPost[]): string[] =>
  posts.filter(isMetrics).flatMap((post) => (post.body as { metrics: { name: string }[] }).metrics.map(({ name }) => name));

interface EnvelopeItem {
  type: string;
  payload: { tags?: Record<string, string>; exception?: { values: { type: string; value: string }[] }; contexts?: Record<string, unknown> };
}
export const errorEvents = (posts: readonly RecordedPost[]): EnvelopeItem['payload'][] =>
  posts
    .filter(isErrorReport)
    .flatMap((post) => (post.body as { items: EnvelopeItem[] }).items)
    .filter((item) => item.type === 'event')
    .map((item) => item.payload);

/** Waits for the method list (its card method). */
export async function methodList(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Visa \/ Mastercard/ }).waitFor();
}

/**
 * For the describe block it is called in: a preview server of its own with every sink on (the host reads the sinks from
 * the environment at each request), a browser on it, and the session's recorded posts cleared before each test.
 */
export function browserWithSinks(): BrowserHarness {
  beforeAll(async () => {
    preview = await startPreview();
    const port = new URL(preview.url).port;
    sinkOrigin = `http://localhost:${port}`;
    process.env['CASHIER_SENTRY_DSN'] = `http://fixture@localhost:${port}/fixtures/error-reports/1`;
    process.env['CASHIER_METRICS_URL'] = `${sinkOrigin}/api/cashier-service/v1.0`;
    process.env['CASHIER_ASSETS_URL'] = `${sinkOrigin}/fixtures/assets/`;
  });
  afterAll(() => preview.close());
  const harness = browserForTests(() => preview.url);
  beforeEach(async () => {
    await fetch(new URL(`/fixtures/recorded-posts?session_id=${SESSION}`, preview.url), { method: 'DELETE' });
  });
  return harness;
}
