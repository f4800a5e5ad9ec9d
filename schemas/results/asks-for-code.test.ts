import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '../server/v1/types.ts';
import { asksForCode } from './asks-for-code.ts';
import type { ResultStatus } from './result-route.ts';

const CODE: PaymentResult = { action: 'await', otp_required: true };

describe('whether a payment answer opens the code dialog: only for a payment no push has settled', () => {
  it.each<[string, boolean, PaymentResult, ResultStatus | null | undefined]>([
    ['a code asked for a payment on its way', true, CODE, null],
    ['a code asked for with no payment stored', true, CODE, undefined],
    ['a new code for a payment still processing', true, CODE, 'processing'],
    ['a new code for a payment awaiting', true, CODE, 'await'],
    ['a code asked for a payment a push said went through', false, CODE, 'success'],
    ['a code asked for a payment a push said was declined', false, CODE, 'error'],
    ['an await with nothing to type', false, { action: 'await' }, null],
    ['an await saying no code', false, { action: 'await', otp_required: false }, null],
    ['a result', false, { action: 'result', result_status: 'success' }, null],
  ])('%s: opens it %s', (_, asks, answer, standing) => {
    expect(asksForCode(answer, standing)).toBe(asks);
  });
});
