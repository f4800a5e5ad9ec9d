import type { FlowType } from '../server/v1/types.ts';
import { defineRule, isRecord, type RuleFailure } from './define-rule.ts';
import { AMOUNT_ERROR_CODES, ERROR_KEYS, amountErrorKey, type AmountErrorCode } from './error-keys.ts';

/** The amount limits of a method, in major units of its currency. */
export interface AmountLimits {
  min: number;
  max: number;
}

/** Spec section 5: at most 12 integer and 10 decimal digits unless the method says otherwise. */
export const DEFAULT_AMOUNT_DIGITS = { integer: 12, decimal: 10 } as const;

/** The amount rule's parameter: limits, the flow whose keys errors use, and for withdrawals the user's balance. */
export interface AmountParam extends AmountLimits {
  flow: FlowType;
  balance?: number;
  digits?: { integer: number; decimal: number };
}

/**
 * Which amount error applies, or null. Strings are read as typed in the amount field ("12.50"), where a blank or
 * malformed string, or one with too many digits, is not a positive number.
 */
export function checkAmount(value: unknown, limits: AmountLimits, digits: AmountParam['digits'] = DEFAULT_AMOUNT_DIGITS): AmountErrorCode | null {
  const amount = toAmount(value, digits);
  if (amount === null || amount <= 0) return 'INCORRECT_AMOUNT';
  if (amount < limits.min) return 'UNDER_MIN_LIMIT';
  if (amount > limits.max) return 'ABOVE_MAX_LIMIT';
  return null;
}

/** A withdrawal needs a positive balance of at least the minimum, and may not exceed it. */
export function exceedsBalance(value: unknown, min: number, balance: number): boolean {
  const amount = toAmount(value, DEFAULT_AMOUNT_DIGITS);
  return balance <= 0 || balance < min || (amount !== null && amount > balance);
}

function toAmount(value: unknown, digits: { integer: number; decimal: number }): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  const [, integer = '', fraction = ''] = match ?? [];
  if (match === null || (integer === '' && fraction === '')) return null;
  if (integer.length > digits.integer || fraction.length > digits.decimal) return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

function isAmountParam(param: unknown): param is AmountParam {
  return isRecord(param) && typeof param['min'] === 'number' && typeof param['max'] === 'number' && typeof param['flow'] === 'string';
}

function amountFailure(value: unknown, param: AmountParam): RuleFailure | null {
  const limits = { min: param.min, max: param.max };
  const code = checkAmount(value, limits, param.digits);
  if (param.flow === 'withdrawal' && param.balance !== undefined && code !== 'INCORRECT_AMOUNT') {
    if (exceedsBalance(value, param.min, param.balance)) return { key: ERROR_KEYS.ABOVE_BALANCE, params: { balance: param.balance } };
  }
  return code === null ? null : { key: amountErrorKey(param.flow, code), params: limits };
}

/** Spec section 5, amount: PH.{FLOW}.ERROR.UNDER_MIN_LIMIT / ABOVE_MAX_LIMIT / INCORRECT_AMOUNT, and 1206 above balance. */
export const rule = defineRule({ name: 'amount', isParam: isAmountParam, check: amountFailure });

export { AMOUNT_ERROR_CODES };
