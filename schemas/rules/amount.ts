import type { AmountErrorCode } from './error-keys.ts';

/** The amount limits of a method, in major units of its currency. */
export interface AmountLimits {
  min: number;
  max: number;
}

/**
 * Which amount error applies, or null. Strings are read as typed in the amount field ("12.50"), where a blank or
 * malformed string is not a positive number.
 */
export function checkAmount(value: unknown, limits: AmountLimits): AmountErrorCode | null {
  const amount = toAmount(value);
  if (amount === null || amount <= 0) return 'INCORRECT_AMOUNT';
  if (amount < limits.min) return 'UNDER_MIN_LIMIT';
  if (amount > limits.max) return 'ABOVE_MAX_LIMIT';
  return null;
}

function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}
