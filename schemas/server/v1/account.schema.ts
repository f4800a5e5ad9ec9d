/**
 * JSON Schemas of the account-management answers (spec sections 3 and 7): payout-account verification by one-time
 * code, the OTP step of a payment, and the account-status page's check.
 */

const errorFields = {
  error_code: { type: ['integer', 'string', 'null'] },
  error_message: { type: ['string', 'null'] },
} as const;

/** POST /otp/send (spec section 3: OTP send response): how many codes may be asked for, and how long a block lasts (s). */
export const otpSentSchema = {
  type: 'object',
  required: ['success'],
  properties: {
    success: { type: 'boolean' },
    max_request_count: { type: 'integer', minimum: 1 },
    block_duration: { type: 'integer', minimum: 0 },
    ...errorFields,
  },
} as const;

/** POST /otp/verify: whether the code confirmed the new payout account. */
export const otpVerifiedSchema = {
  type: 'object',
  required: ['success'],
  properties: { success: { type: 'boolean' }, ...errorFields },
} as const;

/** POST /payments/groups/{payGroupId}/otp (spec section 3: OTP generation response). */
export const otpResultSchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string' },
    error: { type: 'boolean' },
    can_resend: { type: 'boolean' },
    ...errorFields,
  },
} as const;

