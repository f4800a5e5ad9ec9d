import type { ErrorObject } from 'ajv';
import { validateFieldRule } from 'virtual:cashier-validators/field-rule';
import { FIELD_HAS_ERROR, isBlank, isRecord, type RuleCheck, type RuleFailure } from '../rules/define-rule.ts';
import { MESSAGE_KEY, type FieldRule } from '../rules/field-rule.ts';

/** One broken rule: the error key the app translates, and the values its text may interpolate. */
export type RuleError = RuleFailure;

/**
 * Every rule `value` breaks, checked by the precompiled field-rule validator. `formData` supplies what a rule reads
 * from other fields (the card number a cvv's length follows); `now` is for tests of date rules. A blank value gives
 * at most one error (the field is missing); the server's message key replaces PH.ERROR.FIELD_HAS_ERROR.
 */
export function validateFieldValue(
  value: unknown,
  rule: FieldRule,
  formData: Readonly<Record<string, unknown>>,
  now: Date = new Date(),
): RuleError[] {
  const check: RuleCheck = { value: value === undefined ? null : value, rule, context: { form: formData, now: now.getTime() } };
  if (validateFieldRule(check)) return [];
  const messageKey = rule[MESSAGE_KEY];
  const errors = (validateFieldRule.errors ?? []).map((error) => {
    const failure = toFailure(error);
    return failure.key === FIELD_HAS_ERROR && typeof messageKey === 'string' ? { ...failure, key: messageKey } : failure;
  });
  const unique = errors.filter((error, index) => errors.findIndex(({ key }) => key === error.key) === index);
  return isBlank(value) ? unique.slice(0, 1) : unique;
}

function toFailure(error: ErrorObject): RuleFailure {
  const failure: unknown = error.params['failure'];
  if (isRecord(failure) && typeof failure['key'] === 'string') {
    const params = failure['params'];
    return isRecord(params) ? { key: failure['key'], params: toParams(params) } : { key: failure['key'] };
  }
  // The check itself is malformed (a rule or context of the wrong type): a compiler bug, reported as a field error.
  return { key: FIELD_HAS_ERROR };
}

function toParams(params: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'),
  );
}
