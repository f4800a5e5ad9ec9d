/**
 * JSON Schemas of the method form payloads (spec section 3): the form parameters of a method, its details (select) and
 * a routing step's extra fields. Same rules as payloads.schema.ts, whose shared parts they use by identity.
 */
import { currency, limits, nullableFee, nullableString } from './payloads.schema.ts';

/** The server's data types of a form parameter (spec section 3). */
export const DATA_TYPES = ['String', 'Float', 'Integer', 'Boolean'] as const;

/** A betting shop's address line and opening hours (spec section 3: betting shop option). */
export const optionDetails = {
  type: 'object',
  properties: { label: { type: 'string' }, workingHours: { type: 'string' } },
} as const;

export const fieldOption = {
  type: 'object',
  required: ['label', 'value'],
  properties: {
    label: { type: 'string' },
    value: { type: 'string' },
    is_selected: { type: 'boolean' },
    additional_data: optionDetails,
  },
} as const;

/** One form parameter as the server sends it. `type` stays a string: unknown types are reported, not rejected. */
export const formParameter = {
  type: 'object',
  required: ['type'],
  properties: {
    name: { type: 'string' },
    type: { type: 'string', minLength: 1 },
    extended_type: nullableString,
    data_type: { enum: DATA_TYPES },
    regexp: nullableString,
    label: nullableString,
    place_holder: nullableString,
    place_holder_empty_list: nullableString,
    place_holder_empty_list_error: nullableString,
    is_required: { type: 'boolean' },
    is_otp_requisites: { type: 'boolean' },
    options: { type: 'array', items: fieldOption },
    user_requisite: nullableString,
    user_requisite_type_id: { type: ['integer', 'null'] },
    verify_new_payout_account: { type: 'boolean' },
    validation_msg_key: nullableString,
    is_read_only: { type: 'boolean' },
  },
} as const;

const formParameterList = { type: 'array', items: formParameter } as const;

/** The processing currency as an object: its code and the rate from the method's currency (spec section 3). */
export const processingCurrency = {
  type: 'object',
  required: ['alpha3'],
  properties: { alpha3: { type: 'string', pattern: '^[A-Z0-9]{3,5}$' }, rate: { type: 'number', exclusiveMinimum: 0 } },
} as const;

/** A contact a one-time code can be sent to (trusted_contacts), its value masked by the server. */
export const trustedContact = {
  type: 'object',
  required: ['contact_type', 'value'],
  properties: { contact_type: { type: 'string', minLength: 1 }, value: { type: 'string' } },
} as const;

/**
 * A country a phone field offers (spec section 3, country entry): its ISO code, dial code and the masks of its
 * national number, where X stands for a digit. Only what the phone field reads is checked.
 */
export const phoneCountry = {
  type: 'object',
  required: ['iso', 'phonecode'],
  properties: {
    iso: { type: 'string', pattern: '^[A-Z]{2}$' },
    nicename: { type: 'string' },
    phonecode: { type: 'integer', minimum: 1 },
    telephoneMasks: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** What a withdrawal's select answer adds about payout-account verification (spec section 3: method form details). */
const payoutAccountProperties = {
  payout_account_verification_blocked: { type: 'boolean' },
  payout_account_verification_blocked_until: nullableString,
  support_url: nullableString,
  trusted_contacts: { type: 'array', items: trustedContact },
  allow_new_payout_account: { type: 'boolean' },
} as const;

/** POST {payments|payouts}/groups/{payGroupId}/select: the form of one method. */
export const methodDetailsSchema = {
  type: 'object',
  required: ['currency', 'limits', 'parameters'],
  properties: {
    currency,
    limits,
    amount_blocks: { type: 'array', items: { type: 'number' } },
    parameters: formParameterList,
    fee: nullableFee,
    merchant_user_fee: nullableFee,
    processing_time_translation_key: { type: 'string' },
    preset_amount: { type: ['number', 'null'] },
    auto_submit: { type: 'boolean' },
    amount_reg_exp_fe: nullableString,
    workflow_type: { type: 'string' },
    is_routable: { type: 'boolean' },
    /** The currency the provider charges in and the rate to it, shown when show_processing_currency (spec section 3). */
    processing_currency: { anyOf: [{ type: 'null' }, { type: 'string' }, processingCurrency] },
    processing_currency_rate: { type: ['number', 'null'], exclusiveMinimum: 0 },
    show_processing_currency: { type: 'boolean' },
    /** An A/B experiment's amount blocks, used only when every one is within the limits (spec section 5). */
    experiment_presets: { type: ['array', 'null'], items: { type: 'number' } },
    /** The countries a phone field offers, instead of every country (the select-country list). */
    countries: { type: 'array', items: phoneCountry },
    ...payoutAccountProperties,
  },
} as const;

/** POST {flowType}/groups/{payGroupId}/route: more fields the routed method needs before its submit (spec section 7). */
export const routeStepSchema = {
  type: 'object',
  required: ['parameters'],
  properties: {
    parameters: formParameterList,
    view_data: {
      type: 'array',
      items: { type: 'object', required: ['key'], properties: { key: { type: 'string' }, type: { type: 'string' } } },
    },
    card_data: { type: 'object', properties: { card_bin: { type: 'string' } } },
  },
} as const;
