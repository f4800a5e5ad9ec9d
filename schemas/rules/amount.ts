import { compareDecimal, parseDecimal, type Decimal } from '../money/decimal.ts';
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

/** How the amount compares with a limit, exactly: 0.0000005 against 5e-7, 22 digits against 1e21. */
const order = (amount: Decimal, limit: number): -1 | 0 | 1 => compareDecimal(amount, parseDecimal(limit) ?? amount);

/**
 * Which amount error applies, or null. Strings are read as typed in the amount field ("12.50"), where a blank or
 * malformed string, or one with too many digits, is not a positive number.
 */
export function checkAmount(value: unknown, limits: AmountLimits, digits: AmountParam['digits'] = DEFAULT_AMOUNT_DIGITS): AmountErrorCode | null {
  const amount = toAmount(value, digits);
  if (amount === null || order(amount, 0) <= 0) return 'INCORRECT_AMOUNT';
  if (order(amount, limits.min) < 0) return 'UNDER_MIN_LIMIT';
  // A max_amount of 0 or less is no upper limit, as withinLimits and the limits line (∞) read it.
  if (limits.max > 0 && order(amount, limits.max) > 0) return 'ABOVE_MAX_LIMIT';
  return null;
}

/** A withdrawal needs a positive balance of at least the minimum, and may not exceed it. */
export function exceedsBalance(value: unknown, min: number, balance: number, digits: AmountParam['digits'] = DEFAULT_AMOUNT_DIGITS): boolean {
  const amount = toAmount(value, digits);
  return balance <= 0 || balance < min || (amount !== null && order(amount, balance) > 0);
}

/** The amount as an exact decimal: a number as the decimal it prints as, a string as typed (digits and one dot). */
function toAmount(value: unknown, digits: { integer: number; decimal: number }): Decimal | null {
  if (typeof value === 'number') return parseDecimal(value) ?? null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  const [, integer = '', fraction = ''] = match ?? [];
  if (match === null || (integer === '' && fraction === '')) return null;
  if (integer.length > digits.integer || fraction.length > digits.decimal) return null;
  return parseDecimal(text) ?? null;
}

function isAmountParam(param: unknown): param is AmountParam {
  return isRecord(param) && typeof param['min'] === 'number' && typeof param['max'] === 'number' && typeof param['flow'] === 'string';
}

function amountFailure(value: unknown, param: AmountParam): RuleFailure | null {
  const limits = { min: param.min, max: param.max };
  const code = checkAmount(value, limits, param.digits);
  if (param.flow === 'withdrawal' && param.balance !== undefined && code !== 'INCORRECT_AMOUNT') {
    if (exceedsBalance(value, param.min, param.balance, param.digits)) return { key: ERROR_KEYS.ABOVE_BALANCE, params: { balance: param.balance } };
  }
  return code === null ? null : { key: amountErrorKey(param.flow, code), params: limits };
}

/** Spec section 5, amount: PH.{FLOW}.ERROR.UNDER_MIN_LIMIT / ABOVE_MAX_LIMIT / INCORRECT_AMOUNT, and 1206 above balance. */
export const rule = defineRule({ name: 'amount', isParam: isAmountParam, check: amountFailure });

export { AMOUNT_ERROR_CODES };
