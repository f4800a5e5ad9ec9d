/** What a payment call answers (spec sections 3, 7): the next step of a payment, its redirect and display data, and GET payments/status. */
import { nullableString } from './payloads.schema.ts';

/** Withdrawal decline data (spec section 3), on a fail answer of submit or the status call; null means none. */
const declineData = { decline_sub_reason: nullableString, comment: nullableString } as const;

export const redirectData = {
  type: 'object',
  required: ['url', 'method', 'fields'],
  properties: {
    url: { type: 'string', pattern: '^(https?://|/)' },
    method: { enum: ['GET', 'POST'] },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    /** Where the provider's page opens: the cashier's window (default), the top window (it refuses frames), a new tab. */
    target: { enum: ['self', 'top', 'blank'] },
  },
} as const;

/** A payment detail the user copies into their bank app (a display form's parameter). */
export const displayParameter = {
  type: 'object',
  required: ['label', 'value'],
  properties: {
    name: { type: 'string' },
    label: { type: 'string' },
    value: { type: 'string' },
    type: { type: 'string' },
    extended_type: nullableString,
  },
} as const;

/**
 * What an await answer asks the user to do elsewhere (the display form, /deposit/deposit-display-form): `qr_code` is
 * the text the QR code carries (a payment link or an EPC payload), drawn by the cashier itself; `parameters` the
 * details to copy.
 */
export const displayData = {
  type: 'object',
  properties: {
    qr_code: { type: 'string', minLength: 1, maxLength: 2000 },
    parameters: { type: 'array', items: displayParameter },
    expires_at: { type: 'string' },
  },
} as const;

/**
 * What submit and 3ds-result answer: a redirect, a final result, or a wait. The discriminator makes a validator judge
 * a payload by its action only, so a bad redirect names its bad field rather than every other kind's misses.
 */
export const paymentResultSchema = {
  type: 'object',
  required: ['action'],
  discriminator: { propertyName: 'action' },
  oneOf: [
    { properties: { action: { const: 'redirect' }, redirect_data: redirectData }, required: ['redirect_data'] },
    {
      properties: {
        action: { const: 'result' },
        result_status: { enum: ['success', 'fail', 'processing'] },
        error_message: { type: 'string' },
        error_code: { type: ['integer', 'string'] },
        ...declineData,
      },
      required: ['result_status'],
    },
    // otp_required: the payment waits for a one-time code the user types in (POST .../otp), not for the provider.
    { properties: { action: { const: 'await' }, display_data: displayData, otp_required: { type: 'boolean' } } },
  ],
} as const;

/**
 * GET payments/status (spec section 3: pay session): where the session's payment stands. result_status is the
 * cashier's word (fail shows as decline); transaction_status the acquirer's (pending, success, fail, declined…).
 */
export const paymentStatusSchema = {
  type: 'object',
  properties: {
    session_status: { type: 'string' },
    transaction_status: { type: 'string' },
    result_status: { enum: ['success', 'fail', 'processing'] },
    error_message: { type: 'string' },
    error_fatal: { type: 'boolean' },
    success_url: { type: 'string' },
    fail_url: { type: 'string' },
    processing_url: { type: 'string' },
    merchant_url: { type: 'string' },
    ...declineData,
  },
} as const;
