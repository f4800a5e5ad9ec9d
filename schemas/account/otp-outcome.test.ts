import { describe, expect, it } from 'vitest';
import { leavesNoCode, otpOutcome, type CodeProblem, type OtpAnswer, type OtpOutcome } from './otp-outcome.ts';

describe('otpOutcome (status, error, can_resend, error_code, error_message)', () => {
  it.each<[string, OtpAnswer, OtpOutcome]>([
    ['a wrong code that may be sent again', { status: 'fail', error: true, can_resend: true, error_code: 'OTP_INVALID', error_message: 'The code is not correct' }, { kind: 'rejected', problem: 'wrong', canResend: true, detail: 'OTP_INVALID: The code is not correct' }],
    ['an expired code', { status: 'fail', error: true, can_resend: false, error_code: 'OTP_EXPIRED' }, { kind: 'rejected', problem: 'expired', canResend: false, detail: 'OTP_EXPIRED' }],
    ['an unknown error code', { status: 'fail', error: true, error_code: 991 }, { kind: 'rejected', problem: 'other', canResend: false, detail: '991' }],
    ['POST /otp/verify turning the code down', { success: false, error_code: 'OTP_INVALID', error_message: 'The code is not correct' }, { kind: 'rejected', problem: 'wrong', canResend: false, detail: 'OTP_INVALID: The code is not correct' }],
    ['accepted', { status: 'success', error: false, can_resend: false }, { kind: 'confirmed', status: 'success' }],
    ['POST /otp/verify accepting it', { success: true }, { kind: 'confirmed', status: 'success' }],
    ['accepted, the payment under way', { status: 'processing', error: false }, { kind: 'confirmed', status: 'processing' }],
    ['the payment declined after the code', { status: 'fail', error: false, error_message: 'Insufficient funds' }, { kind: 'declined', detail: 'Insufficient funds' }],
  ])('%s', (_name, answer, expected) => {
    expect(otpOutcome(answer)).toEqual(expected);
  });
});

describe('leavesNoCode (a deposit code refused for good: the dialog offers a new payment, not a new code)', () => {
  it.each<[CodeProblem, boolean, boolean]>([
    ['expired', false, true],
    ['tooMany', false, true],
    ['expired', true, false],
    ['tooMany', true, false],
    ['wrong', false, false],
    ['other', false, false],
  ])('%s with can_resend %s: %s', (problem, canResend, expected) => {
    expect(leavesNoCode({ problem, canResend })).toBe(expected);
  });
});
