import { describe, expect, it } from 'vitest';
import { shouldRetry } from './retry-decision.ts';

describe('analytics retry (spec section 8: no retry on 400, 401, 403, 410, 422)', () => {
  it.each([400, 401, 403, 410, 422])('gives up on %i', (status) => expect(shouldRetry({ status })).toBe(false));
  it.each([404, 408, 429, 500, 502, 503])('tries again on %i', (status) => expect(shouldRetry({ status })).toBe(true));
  it('tries again without an answer', () => expect(shouldRetry({ network: true })).toBe(true));
});
