import { describe, expect, it } from 'vitest';
import { ExactNumber } from './exact-number.ts';
import { isOtpResubmission, type SubmitRequest } from './otp-resubmission.ts';

const request = (amount: string | null, parameters: SubmitRequest['parameters']): SubmitRequest => ({
  amount: amount === null ? null : ExactNumber.of(amount),
  parameters,
});

const first = request('25', { phone: '+254712345678', notify: true });

describe('isOtpResubmission (spec section 4: previous amount and parameters)', () => {
  it.each<[string, SubmitRequest | null, SubmitRequest, boolean]>([
    ['no earlier submit', null, first, false],
    ['the same amount and parameters', first, request('25', { phone: '+254712345678', notify: true }), true],
    ['the same parameters in another order', first, request('25', { notify: true, phone: '+254712345678' }), true],
    ['another amount', first, request('26', { phone: '+254712345678', notify: true }), false],
    ['the same amount written with more digits', first, request('25.00', { phone: '+254712345678', notify: true }), false],
    ['another parameter value', first, request('25', { phone: '+254712345679', notify: true }), false],
    ['a parameter more', first, request('25', { phone: '+254712345678', notify: true, bonus: 'B1' }), false],
    ['a parameter less', first, request('25', { phone: '+254712345678' }), false],
    ['no amount either time', request(null, {}), request(null, {}), true],
  ])('%s -> %s', (_name, previous, next, expected) => {
    expect(isOtpResubmission(previous, next)).toBe(expected);
  });
});
