/**
 * JSON Schemas (draft 2020-12 subset understood by ajv) of the server payloads, version 1 (spec section 3).
 * payloads.ts maps each payload to the calls that answer it; types.ts derives the TypeScript types from these
 * schemas. No object says `additionalProperties: false`: the server may add fields, which are kept and ignored.
 * A part two payloads share is one object here, never a copy: the validator compiler turns it into one function.
 */

export const currency = {
  type: 'object',
  required: ['currency_id', 'name', 'alpha3', 'iso_number', 'precision'],
  properties: {
    currency_id: { type: 'integer' },
    name: { type: 'string' },
    alpha3: { type: 'string', pattern: '^[A-Z0-9]{3,5}$' },
    iso_number: { type: 'integer' },
    /** Digits after the decimal point (JPY 0, EUR 2, KWD 3, BTC 8). */
    precision: { type: 'integer', minimum: 0, maximum: 18 },
  },
} as const;

export const limits = {
  type: 'object',
  required: ['min_amount', 'max_amount'],
  properties: {
    min_amount: { type: 'number', minimum: 0 },
    max_amount: { type: 'number', minimum: 0 },
    max_recurring_amount: { type: 'number', minimum: 0 },
  },
} as const;

export const percentFee = {
  type: 'object',
  required: ['percentage', 'fix'],
  properties: { percentage: { type: 'number', minimum: 0 }, fix: { type: 'number', minimum: 0 } },
} as const;

export const nullableString = { type: ['string', 'null'] } as const;
export const nullableFee = { anyOf: [{ type: 'null' }, percentFee] } as const;

export const payGroup = {
  type: 'object',
  required: ['id', 'short_name', 'public_name', 'action_type', 'currencies'],
  properties: {
    id: { type: 'integer' },
    short_name: { type: 'string' },
    public_name: { type: 'string' },
    arrangement: { type: 'integer' },
    popular: { type: 'boolean' },
    enabled: { type: 'boolean' },
    logo: { type: 'string' },
    native_pay_type: { enum: ['Apple', 'Google', null] },
    action_type: { enum: ['Activity', 'NestedList'] },
    info: nullableString,
    currencies: {
      type: 'array',
      items: {
        type: 'object',
        required: ['currency', 'limits'],
        properties: {
          currency,
          limits,
          fee: percentFee,
          processing_time_translation_key: { type: 'string' },
          show_processing_time: { type: 'boolean' },
        },
      },
    },
    display_limits: { type: 'boolean' },
    merchant_user_fee: nullableFee,
    restricted_until: nullableString,
    pay_method_type: { type: 'string' },
    last_used: { type: 'boolean' },
    auto_submit: { type: 'boolean' },
    allow_pre_selected_method: { type: 'boolean' },
    show_in_carousel: { type: 'boolean' },
  },
} as const;

const payGroupList = { type: 'array', items: payGroup } as const;

/** A server note about the user's situation; keys containing "limit" tell which method reached its limit (spec section 4). */
export const viewDataItem = {
  type: 'object',
  required: ['key'],
  properties: {
    key: { type: 'string' },
    pay_group_id: { type: 'integer' },
    params: { type: 'object', properties: { amount: { type: 'number' } } },
  },
} as const;

/** Methods the merchant rewards (the lost-profit group), with the text that replaces their time and fee. */
export const lostProfitMerchantBonus = {
  type: 'object',
  required: ['pay_group_ids', 'text'],
  properties: {
    pay_group_ids: { type: 'array', items: { type: 'integer' } },
    text: { type: 'string' },
    props: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
  },
} as const;

/** An amount or percentage, and one that may be absent (null): one object each, so the validator checks each with one function. */
const figure = { type: 'number', minimum: 0 } as const;
const optionalFigure = { type: ['number', 'null'], minimum: 0 } as const;

/** One bonus tier (spec section 3: bonus info); a max of 0 or missing is open-ended, both values 0 is no bonus. */
export const bonusTier = {
  type: 'object',
  required: ['min_deposit_amount'],
  properties: {
    min_deposit_amount: figure,
    max_deposit_amount: optionalFigure,
    percent_bonus_value: optionalFigure,
    absolute_bonus_value: optionalFigure,
    max_bonus_value: optionalFigure,
  },
} as const;

/** A bonus the user may earn on deposits with the methods of `pay_groups` (spec section 3: user_bonuses). */
export const userBonus = {
  type: 'object',
  required: ['pay_groups', 'tiers'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    pay_groups: { type: 'array', items: { type: 'integer' } },
    tiers: { type: 'array', items: bonusTier },
  },
} as const;

/** One tax tier (spec section 3: tax); a `to` of null or 0 is open-ended. */
export const taxTier = {
  type: 'object',
  required: ['from'],
  properties: { from: figure, to: optionalFigure, percent_value: optionalFigure, absolute_value: optionalFigure },
} as const;

/** What the deposit and the withdrawal init answers share beside their method list (spec section 3: cashier payload). */
const cashierPayloadProperties = {
  tax: { anyOf: [{ type: 'null' }, { type: 'object', required: ['tiers'], properties: { tiers: { type: 'array', items: taxTier } } }] },
  user_bonuses: { type: 'array', items: userBonus },
  view_data: { type: 'array', items: viewDataItem },
  lost_profit_merchant_bonus: { anyOf: [{ type: 'null' }, lostProfitMerchantBonus] },
  cashier_settings: { type: 'object' },
  cashier_features: { type: 'array', items: { type: 'string' } },
  user_balance: { type: 'number' },
  merchant_url: { type: 'string' },
  merchant_success_url: { type: 'string' },
  merchant_fail_url: { type: 'string' },
  merchant_processing_url: { type: 'string' },
  merchant_redirect_type: { type: 'string' },
  auth_token: { type: 'string' },
  /** The user's last declined payment: the decline page shows its comment as the reason. */
  last_decline_info: {
    anyOf: [
      { type: 'null' },
      {
        type: 'object',
        properties: { pay_group_id: { type: 'integer' }, decline_sub_reason: { type: 'string' }, comment: { type: 'string' } },
      },
    ],
  },
} as const;

/** GET /payments/groups/init: the cashier payload listing the deposit methods under payment_groups. */
export const depositMethodsSchema = {
  type: 'object',
  required: ['payment_groups'],
  properties: { payment_groups: payGroupList, ...cashierPayloadProperties },
} as const;

/** GET /payouts/groups/init: the same cashier payload, listing the withdrawal methods under payout_groups. */
/** Payouts still pending that the user may cancel (spec section 3: withdrawal_reverse in the cashier payload). */
export const withdrawalReverse = {
  type: 'object',
  required: ['amount', 'currency'],
  properties: {
    amount: { type: 'number', minimum: 0 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    pending_count: { type: 'integer', minimum: 0 },
  },
} as const;

export const withdrawalMethodsSchema = {
  type: 'object',
  required: ['payout_groups'],
  properties: { payout_groups: payGroupList, ...cashierPayloadProperties, withdrawal_reverse: { anyOf: [{ type: 'null' }, withdrawalReverse] } },
} as const;

/** GET payments/reverse-pending-withdrawal (spec section 3: withdrawal reversal response). */
export const reversalResultSchema = {
  type: 'object',
  properties: { success_amount: { type: 'number', minimum: 0 }, fail_amount: { type: 'number', minimum: 0 } },
} as const;

/** Any call's 4xx or 5xx answer (spec section 8). */
export const errorBodySchema = {
  type: 'object',
  required: ['error_code', 'error_message'],
  properties: { error_code: { type: ['integer', 'string'] }, error_message: { type: 'string' } },
} as const;

/** POST /payments/groups/{payGroupId}/upload: the stored document, named by the id the submit then sends. */
export const uploadedDocumentSchema = {
  type: 'object',
  required: ['file_id'],
  properties: { file_id: { type: 'string', minLength: 1 }, file_name: { type: 'string' }, size: { type: 'integer', minimum: 0 } },
} as const;

/** POST /payments/groups/{payGroupId}/cancel: free-form, any JSON object (the fixtures send `{ success: true }`). */
export const paymentCancelledSchema = { type: 'object' } as const;

/** POST /requisite/create: the new payout account's id (spec section 7), which verification then confirms. */
export const requisiteCreatedSchema = {
  type: 'object',
  required: ['requisite_id'],
  properties: { requisite_id: { type: ['integer', 'string'] } },
} as const;
