import { cvvLength } from './card-number.ts';
import { defineRule, isBlank, isRecord, type RuleContext, type RuleFailure } from './define-rule.ts';
import { ERROR_KEYS } from './error-keys.ts';

/** Security code sizes: 4 for american express, otherwise 3 (spec section 3). */
export type CvvLength = 3 | 4;

/** Where the cvv rule finds what it depends on in the form, and the method's recurring limit. */
export interface CvvParam {
  /** The field holding the card number, whose brand sets the code length. */
  cardNumberField: string;
  /** The field holding the id of a saved (tokenised) card; when filled, the code is always required. */
  cardIdField?: string;
  /** Above this amount an untokenised card needs its code (limits.max_recurring_amount). */
  maxRecurringAmount?: number;
  amountField?: string;
}

/** Exactly `length` digits, nothing else. */
export function checkCvv(value: string, length: CvvLength): boolean {
  return value.length === length && /^\d+$/.test(value);
}

/** Spec section 5: a tokenised card always needs its code; an untokenised one when the amount exceeds the recurring limit. */
export function cvvRequired(param: CvvParam, form: RuleContext['form']): boolean {
  if (param.cardIdField !== undefined && !isBlank(form[param.cardIdField])) return true;
  if (param.maxRecurringAmount === undefined) return false;
  const amount = Number(form[param.amountField ?? 'amount']);
  return Number.isFinite(amount) && amount > param.maxRecurringAmount;
}

function isCvvParam(param: unknown): param is CvvParam {
  return isRecord(param) && typeof param['cardNumberField'] === 'string';
}

function cvvFailure(value: unknown, param: CvvParam, { form }: RuleContext): RuleFailure | null {
  const cardNumber = form[param.cardNumberField];
  const length = cvvLength(typeof cardNumber === 'string' ? cardNumber : '');
  return typeof value === 'string' && checkCvv(value, length) ? null : { key: ERROR_KEYS.INCORRECT_CVV };
}

/** Spec section 5, CVV: 3 digits (4 for american express), PH.ERROR.INCORRECT_CVV; required as cvvRequired says. */
export const rule = defineRule({
  name: 'cvv',
  isParam: isCvvParam,
  check: cvvFailure,
  whenBlank: (param, { form }) => (cvvRequired(param, form) ? { key: ERROR_KEYS.FIELD_REQUIRED } : null),
});
