import type { OtpResult, OtpSent, OtpVerified } from '../../schemas/server/v1/types.ts';
import { sendMutation } from './send-mutation.ts';

/**
 * POST /otp/send with the contact to send it to (spec section 7): asks for a one-time code confirming a new payout
 * account; answers success, max_request_count and block_duration. A mutation: each call sends one more code.
 */
export function sendOtp(sessionId: string, contactType: string): Promise<OtpSent> {
  return sendMutation(sessionId, { kind: 'mutation', name: 'sendOtp', method: 'POST', path: '/otp/send', payload: 'otpSent', body: { contact_type: contactType } });
}

/** POST /otp/verify with the code the user typed (spec section 7): whether it confirms the new payout account. */
export function verifyOtp(sessionId: string, otp: string): Promise<OtpVerified> {
  return sendMutation(sessionId, { kind: 'mutation', name: 'verifyOtp', method: 'POST', path: '/otp/verify', payload: 'otpVerified', body: { otp } });
}

/**
 * POST /payments/groups/{paygroup_id}/otp (spec section 7): the one-time code of a payment waiting for it, with the
 * OTP-requisite fields (schemas/payload/otp-requisites.ts); answers status, error, can_resend, error_code and
 * error_message. An expired session shows in the dialog, like a submit's in its form.
 */
export function confirmPaymentOtp(sessionId: string, payGroupId: number, body: Readonly<Record<string, unknown>>): Promise<OtpResult> {
  const path = `/payments/groups/${payGroupId}/otp`;
  return sendMutation(sessionId, { kind: 'mutation', name: 'confirmPaymentOtp', method: 'POST', path, payload: 'otpResult', body, sessionExpiry: 'caller' });
}
