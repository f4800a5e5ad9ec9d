import { describe, expect, it } from 'vitest';
import { otpRequestBody } from './otp-requisites.ts';

const fields = [
  { name: 'amount' },
  { name: 'phone', otp: true },
  { name: 'card_pan' },
  { name: 'account', otp: true },
  { name: 'otp', otp: true },
];

describe('otpRequestBody (is_otp_requisites filtered from the payload)', () => {
  it('sends the code with the OTP-requisite parameters only', () => {
    expect(otpRequestBody(' 482915 ', fields, { phone: '+254712345678', card_pan: '4111111111111111', note: 'x', account: 'req_1' })).toEqual({
      phone: '+254712345678',
      account: 'req_1',
      otp: '482915',
    });
  });

  it('sends the code alone when no field is an OTP requisite, or none was filled', () => {
    expect(otpRequestBody('000000', [{ name: 'phone' }], { phone: '+254712345678' })).toEqual({ otp: '000000' });
    expect(otpRequestBody('000000', fields, {})).toEqual({ otp: '000000' });
  });

  it('an OTP-requisite field named otp cannot replace the typed code', () => {
    expect(otpRequestBody('482915', fields, { otp: '111111' })).toEqual({ otp: '482915' });
  });
});
