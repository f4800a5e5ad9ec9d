/**
 * The payment waiting in the display form as the cashier stores it for a reload (phDisplayForm, src/store/stored-display.ts):
 * what the screen shows and nothing more. Closed objects: a field no release writes is a value this one cannot trust.
 */
import { FLOW_TYPES } from '../server/v1/flow-type.ts';
import { currency } from '../server/v1/payloads.schema.ts';
import { displayData } from '../server/v1/payment-result.schema.ts';

/** A detail to copy, as stored: the parameter's name, label and value. */
const storedDetail = {
  type: 'object',
  required: ['label', 'value'],
  additionalProperties: false,
  properties: { name: { type: 'string' }, label: { type: 'string' }, value: { type: 'string' } },
} as const;

export const storedDisplaySchema = {
  type: 'object',
  required: ['sessionId', 'flow', 'payGroupId', 'methodName', 'amount', 'currency', 'display'],
  additionalProperties: false,
  properties: {
    sessionId: { type: 'string', minLength: 1 },
    flow: { enum: FLOW_TYPES },
    payGroupId: { type: 'integer' },
    methodName: { type: 'string' },
    /** The amount sent, in major units; null when the form had no amount. */
    amount: { anyOf: [{ type: 'null' }, { type: 'number', exclusiveMinimum: 0 }] },
    /** The method's currency as the amount is shown in it: the server's code and precision, within the server's bounds. */
    currency: {
      type: 'object',
      required: ['alpha3', 'precision'],
      additionalProperties: false,
      properties: { alpha3: currency.properties.alpha3, precision: currency.properties.precision },
    },
    display: {
      type: 'object',
      additionalProperties: false,
      properties: {
        qr_code: displayData.properties.qr_code,
        parameters: { type: 'array', items: storedDetail },
        expires_at: displayData.properties.expires_at,
      },
    },
  },
} as const;
