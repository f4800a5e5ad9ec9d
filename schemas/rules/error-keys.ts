import type { FlowType } from '../server/v1/types.ts';

/** Field error keys of the spec (section 8); the app translates them. */
export const ERROR_KEYS = {
  INCORRECT_CARD_NUMBER: 'PH.ERROR.INCORRECT_CARD_NUMBER',
  INCORRECT_EXP_DATE: 'PH.ERROR.INCORRECT_EXP_DATE',
  INCORRECT_CVV: 'PH.ERROR.INCORRECT_CVV',
  FIELD_REQUIRED: 'PH.ERROR.FIELD_REQUIRED',
  FIELD_HAS_ERROR: 'PH.ERROR.FIELD_HAS_ERROR',
  EMPTY_PHONE_PROFILE: 'PH.ERROR.EMPTY_PHONE_PROFILE',
  /** Withdrawal above the user's balance, or with no positive balance, or with a balance below the minimum. */
  ABOVE_BALANCE: 'CASHIER.PH2.ERROR_MESSAGE.1206',
  UPLOAD_LIMIT: 'PH.DEPOSIT.UPLOAD_DOC.LIMIT_UPLOAD_ERROR',
  UPLOAD_ERROR: 'PH.DEPOSIT.UPLOAD_DOC.UPLOAD_ERROR',
} as const;

export type FieldErrorKey = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS];

export const AMOUNT_ERROR_CODES = ['UNDER_MIN_LIMIT', 'ABOVE_MAX_LIMIT', 'INCORRECT_AMOUNT'] as const;

export type AmountErrorCode = (typeof AMOUNT_ERROR_CODES)[number];

export type AmountErrorKey = `PH.${Uppercase<FlowType>}.ERROR.${AmountErrorCode}`;

export type ErrorKey = FieldErrorKey | AmountErrorKey;

/** PH.{FLOW}.ERROR.{code}, FLOW being the upper-cased flow type. */
export function amountErrorKey(flow: FlowType, code: AmountErrorCode): AmountErrorKey {
  return `PH.${toUpperFlow(flow)}.ERROR.${code}`;
}

function toUpperFlow(flow: FlowType): Uppercase<FlowType> {
  switch (flow) {
    case 'deposit':
      return 'DEPOSIT';
    case 'withdrawal':
      return 'WITHDRAWAL';
    case 'checkout':
      return 'CHECKOUT';
    case 'routing':
      return 'ROUTING';
    default: {
      const unknownFlow: never = flow;
      throw new Error(`Unknown flow type: ${String(unknownFlow)}`);
    }
  }
}

/** Narrows a string to one of the amount error codes (ajv error params arrive untyped). */
export function isAmountErrorCode(code: unknown): code is AmountErrorCode {
  return AMOUNT_ERROR_CODES.some((known) => known === code);
}
