import type { FlowType } from '../server/v1/types.ts';

/**
 * The business rules one form field must pass, as data. The compiler writes it on the field's JSON Schema property
 * under `x-rule`; the precompiled validator reads every parameter with `$data`, so no schema is compiled at run time.
 */
export interface FieldRule {
  /** Empty or whitespace-only counts as missing: PH.ERROR.FIELD_REQUIRED. */
  required?: boolean;
  /** Amount limits, with the flow whose keys the errors use (PH.{FLOW}.ERROR.*). */
  amount?: { min: number; max: number; flow: FlowType };
  /** Server regexp (PH.ERROR.FIELD_HAS_ERROR unless messageKey). */
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  /** Card number: digits, Luhn and brand lengths (PH.ERROR.INCORRECT_CARD_NUMBER). */
  cardNumber?: boolean;
  /** MM/YY in the future, at most 19 years ahead (PH.ERROR.INCORRECT_EXP_DATE). */
  expiry?: boolean;
  /** CVV whose length follows the brand of the card number held in the named field (PH.ERROR.INCORRECT_CVV). */
  cvv?: { cardNumberField: string };
  /** Cardholder name (spec section 5). */
  cardholderName?: boolean;
  /** The server's validation_msg_key: replaces PH.ERROR.FIELD_HAS_ERROR when set. */
  messageKey?: string;
}
