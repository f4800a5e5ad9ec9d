import { cvvLength } from './card-number.ts';
import { defineRule, isRecord, type RuleContext, type RuleFailure } from './define-rule.ts';
import { ERROR_KEYS } from './error-keys.ts';

/** Security code sizes: 4 for american express, otherwise 3 (spec section 3). */
export type CvvLength = 3 | 4;

/** Where the cvv rule finds the card number, and whether the code must be filled (cvvDemand decides, per card). */
export interface CvvParam {
  /** The field holding the card number, whose brand sets the code length. */
  cardNumberField: string;
  /** Set by the saved-card display (applyCardChoice) from cvvDemand: a blank code is then PH.ERROR.FIELD_REQUIRED. */
  required?: boolean;
}

/** Exactly `length` digits, nothing else. */
export function checkCvv(value: string, length: CvvLength): boolean {
  return value.length === length && /^\d+$/.test(value);
}

function isCvvParam(param: unknown): param is CvvParam {
  return isRecord(param) && typeof param['cardNumberField'] === 'string';
}

function cvvFailure(value: unknown, param: CvvParam, { form }: RuleContext): RuleFailure | null {
  const cardNumber = form[param.cardNumberField];
  const length = cvvLength(typeof cardNumber === 'string' ? cardNumber : '');
  return typeof value === 'string' && checkCvv(value, length) ? null : { key: ERROR_KEYS.INCORRECT_CVV };
}

/** Spec section 5, CVV: 3 digits (4 for american express), PH.ERROR.INCORRECT_CVV; required as cvvDemand says. */
export const rule = defineRule({
  name: 'cvv',
  isParam: isCvvParam,
  check: cvvFailure,
  whenBlank: (param) => (param.required === true ? { key: ERROR_KEYS.FIELD_REQUIRED } : null),
});
