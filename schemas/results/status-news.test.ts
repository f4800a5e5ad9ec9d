import { describe, expect, it } from 'vitest';
import type { ResultStatus } from './result-route.ts';
import { isNews } from './status-news.ts';

describe('whether a pushed payment_status is news for the payment in flight (spec section 4: processing and await display alike)', () => {
  it.each<[ResultStatus | null, ResultStatus, boolean]>([
    [null, 'processing', true],
    [null, 'success', true],
    ['await', 'processing', false],
    ['processing', 'await', false],
    ['processing', 'processing', false],
    ['await', 'success', true],
    ['processing', 'error', true],
  ])('a payment at %s told %s: %s', (current, pushed, news) => {
    expect(isNews(current, pushed)).toBe(news);
  });
});
