import type { ErrorObject } from 'ajv';
import { validateFieldRule } from 'virtual:cashier-validators/field-rule';
import { cvvLength } from '../rules/card-number.ts';
import { ERROR_KEYS, amountErrorKey, isAmountErrorCode } from '../rules/error-keys.ts';
import type { FieldRule } from '../rules/field-rule.ts';
import type { ResolvedRule, RuleCheck } from './field-rule-schema.ts';

/** One broken rule: the error key the app translates, and the values its text may interpolate. */
export interface RuleError {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Every rule `value` breaks, checked by the precompiled field-rule validator. `formData` supplies what a rule reads
 * from other fields (the card number a cvv's length follows); `now` is for tests of the expiry rule.
 */
export function validateFieldValue(
  value: unknown,
  rule: FieldRule,
  formData: Record<string, unknown>,
  now: Date = new Date(),
): RuleError[] {
  const check: RuleCheck = { value: toCheckedValue(value), rule: resolveRule(rule, formData, now) };
  if (validateFieldRule(check)) return [];
  const errors = (validateFieldRule.errors ?? []).flatMap((error) => toRuleErrors(error, rule));
  const missing = errors.find((error) => error.key === ERROR_KEYS.FIELD_REQUIRED);
  return missing === undefined ? errors : [missing];
}

/** Resolves a field's rule against the form: the cvv length from the card number, the expiry against `now`. */
export function resolveRule(rule: FieldRule, formData: Record<string, unknown>, now: Date): ResolvedRule {
  const { cvv, expiry, messageKey, ...plain } = rule;
  const resolved: ResolvedRule = { ...plain };
  if (expiry === true) resolved.expiry = now.getTime();
  if (cvv !== undefined) {
    const cardNumber = formData[cvv.cardNumberField];
    resolved.cvv = cvvLength(typeof cardNumber === 'string' ? cardNumber : '');
  }
  return resolved;
}

/** Numbers are checked as the text they were typed as, so server regexps and lengths apply to amounts too. */
function toCheckedValue(value: unknown): unknown {
  if (value === undefined) return null;
  return typeof value === 'number' ? String(value) : value;
}

function toRuleErrors(error: ErrorObject, rule: FieldRule): RuleError[] {
  const serverKey = rule.messageKey ?? ERROR_KEYS.FIELD_HAS_ERROR;
  switch (error.keyword) {
    case 'filled':
      return [{ key: ERROR_KEYS.FIELD_REQUIRED }];
    case 'pattern':
    case 'minLength':
    case 'maxLength':
    case 'cardholderName':
      return [{ key: serverKey }];
    case 'cardNumber':
      return [{ key: ERROR_KEYS.INCORRECT_CARD_NUMBER }];
    case 'expiry':
      return [{ key: ERROR_KEYS.INCORRECT_EXP_DATE }];
    case 'cvv':
      return [{ key: ERROR_KEYS.INCORRECT_CVV }];
    case 'amountLimits':
      return amountErrors(error, rule);
    case 'if':
      return [];
    default:
      // The pair itself is malformed (a rule parameter of the wrong type): a compiler bug, reported as a field error.
      return [{ key: serverKey }];
  }
}

function amountErrors(error: ErrorObject, rule: FieldRule): RuleError[] {
  const code: unknown = error.params['code'];
  if (rule.amount === undefined || !isAmountErrorCode(code)) return [{ key: ERROR_KEYS.FIELD_HAS_ERROR }];
  const { min, max, flow } = rule.amount;
  return [{ key: amountErrorKey(flow, code), params: { min, max } }];
}
