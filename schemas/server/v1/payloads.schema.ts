/**
 * JSON Schemas (draft 2020-12 subset understood by ajv) of the server payloads, version 1.
 * They are compiled to standalone validators at build time (schemas/validators/), so no schema is compiled in the browser.
 */

const currency = {
  type: 'object',
  required: ['currency_id', 'name', 'alpha3', 'iso_number', 'precision'],
  properties: {
    currency_id: { type: 'integer' },
    name: { type: 'string' },
    alpha3: { type: 'string', pattern: '^[A-Z0-9]{3,5}$' },
    iso_number: { type: 'integer' },
    precision: { type: 'integer', minimum: 0, maximum: 18 },
  },
} as const;

const limits = {
  type: 'object',
  required: ['min_amount', 'max_amount'],
  properties: {
    min_amount: { type: 'number', minimum: 0 },
    max_amount: { type: 'number', minimum: 0 },
    max_recurring_amount: { type: 'number', minimum: 0 },
  },
} as const;

const percentFee = {
  type: 'object',
  required: ['percentage', 'fix'],
  properties: { percentage: { type: 'number', minimum: 0 }, fix: { type: 'number', minimum: 0 } },
} as const;

const nullableString = { type: ['string', 'null'] } as const;
const nullableFee = { anyOf: [{ type: 'null' }, percentFee] } as const;

const payGroup = {
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

export const cashierPayloadSchema = {
  $id: 'cashier-service/v1/cashier-payload',
  type: 'object',
  required: ['payment_groups'],
  properties: {
    payment_groups: { type: 'array', items: payGroup },
    view_data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key'],
        properties: {
          key: { type: 'string' },
          pay_group_id: { type: 'integer' },
          params: { type: 'object', properties: { amount: { type: 'number' } } },
        },
      },
    },
    lost_profit_merchant_bonus: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['pay_group_ids', 'text'],
          properties: {
            pay_group_ids: { type: 'array', items: { type: 'integer' } },
            text: { type: 'string' },
            props: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
          },
        },
      ],
    },
    cashier_settings: { type: 'object' },
    cashier_features: { type: 'array', items: { type: 'string' } },
    user_balance: { type: 'number' },
    merchant_url: { type: 'string' },
    merchant_success_url: { type: 'string' },
    merchant_fail_url: { type: 'string' },
    merchant_processing_url: { type: 'string' },
    merchant_redirect_type: { type: 'string' },
    auth_token: { type: 'string' },
  },
} as const;

const formParameter = {
  type: 'object',
  required: ['type'],
  properties: {
    name: { type: 'string' },
    type: { type: 'string', minLength: 1 },
    extended_type: nullableString,
    data_type: { enum: ['String', 'Float', 'Integer', 'Boolean'] },
    regexp: nullableString,
    label: nullableString,
    place_holder: nullableString,
    place_holder_empty_list: nullableString,
    place_holder_empty_list_error: nullableString,
    is_required: { type: 'boolean' },
    is_otp_requisites: { type: 'boolean' },
    options: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label', 'value'],
        properties: {
          label: { type: 'string' },
          value: { type: 'string' },
          is_selected: { type: 'boolean' },
          additional_data: { type: 'object', properties: { label: { type: 'string' }, workingHours: { type: 'string' } } },
        },
      },
    },
    user_requisite: nullableString,
    user_requisite_type_id: { type: ['integer', 'null'] },
    verify_new_payout_account: { type: 'boolean' },
    validation_msg_key: nullableString,
    is_read_only: { type: 'boolean' },
  },
} as const;

export const methodDetailsSchema = {
  $id: 'cashier-service/v1/method-details',
  type: 'object',
  required: ['currency', 'limits', 'parameters'],
  properties: {
    currency,
    limits,
    amount_blocks: { type: 'array', items: { type: 'number' } },
    parameters: { type: 'array', items: formParameter },
    fee: nullableFee,
    merchant_user_fee: nullableFee,
    processing_time_translation_key: { type: 'string' },
    preset_amount: { type: ['number', 'null'] },
    auto_submit: { type: 'boolean' },
    amount_reg_exp_fe: nullableString,
    workflow_type: { type: 'string' },
    is_routable: { type: 'boolean' },
  },
} as const;

export const paymentResultSchema = {
  $id: 'cashier-service/v1/payment-result',
  type: 'object',
  required: ['action'],
  oneOf: [
    {
      properties: {
        action: { const: 'redirect' },
        redirect_data: {
          type: 'object',
          required: ['url', 'method', 'fields'],
          properties: {
            url: { type: 'string', pattern: '^(https?://|/)' },
            method: { enum: ['GET', 'POST'] },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
      required: ['redirect_data'],
    },
    {
      properties: {
        action: { const: 'result' },
        result_status: { enum: ['success', 'fail', 'processing'] },
        error_message: { type: 'string' },
        error_code: { type: ['integer', 'string'] },
      },
      required: ['result_status'],
    },
    { properties: { action: { const: 'await' } } },
  ],
} as const;

export const errorBodySchema = {
  $id: 'cashier-service/v1/error-body',
  type: 'object',
  required: ['error_code', 'error_message'],
  properties: { error_code: { type: ['integer', 'string'] }, error_message: { type: 'string' } },
} as const;
