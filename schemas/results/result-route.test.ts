import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '../server/v1/types.ts';
import { resultRoute } from './result-route.ts';

describe('resultRoute (spec section 4)', () => {
  it.each<[PaymentResult, string]>([
    [{ action: 'result', result_status: 'success' }, 'success'],
    [{ action: 'result', result_status: 'fail' }, 'error'],
    [{ action: 'result', result_status: 'processing' }, 'processing'],
    [{ action: 'await' }, 'await'],
    [{ action: 'redirect', redirect_data: { url: '/issuer', method: 'POST', fields: {} } }, 'redirect'],
  ])('%j -> %s', (result, expected) => {
    expect(resultRoute(result)).toBe(expected);
  });
});
