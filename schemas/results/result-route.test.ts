import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '../server/v1/types.ts';
import { nextStepOf, RESULT_STATUSES, type NextStep, type ResultStatus } from './result-route.ts';

const redirect = { url: '/issuer', method: 'POST', fields: {} } as const;
const WITHOUT_AWAIT: readonly ResultStatus[] = ['success', 'error', 'processing'];

describe('nextStepOf (spec section 4: error shows as decline, await as processing)', () => {
  it.each<[PaymentResult, readonly ResultStatus[], NextStep]>([
    [{ action: 'result', result_status: 'success' }, RESULT_STATUSES, { kind: 'result', status: 'success' }],
    [{ action: 'result', result_status: 'fail' }, RESULT_STATUSES, { kind: 'result', status: 'error' }],
    [{ action: 'result', result_status: 'processing' }, RESULT_STATUSES, { kind: 'result', status: 'processing' }],
    [{ action: 'await' }, RESULT_STATUSES, { kind: 'result', status: 'await' }],
    [{ action: 'await' }, WITHOUT_AWAIT, { kind: 'result', status: 'processing' }],
    [{ action: 'redirect', redirect_data: redirect }, RESULT_STATUSES, { kind: 'redirect', redirect }],
  ])('%j with pages %j -> %j', (answer, statuses, expected) => {
    expect(nextStepOf(answer, statuses)).toEqual(expected);
  });
});

describe('nextStepOf an await answer with something to show', () => {
  const display = { qr_code: 'BCD\n002', parameters: [{ label: 'Reference', value: 'PH-1' }] };
  it.each<[string, PaymentResult, boolean, NextStep]>([
    ['opens the display form where the flow has one', { action: 'await', display_data: display }, true, { kind: 'display', display }],
    ['shows the await page where the flow has no display form', { action: 'await', display_data: display }, false, { kind: 'result', status: 'await' }],
    ['shows the await page when there is nothing to show', { action: 'await' }, true, { kind: 'result', status: 'await' }],
  ])('%s', (_, answer, displayForm, expected) => {
    expect(nextStepOf(answer, RESULT_STATUSES, displayForm)).toEqual(expected);
  });
});
