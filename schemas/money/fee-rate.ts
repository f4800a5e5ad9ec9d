import { decimalOrZero, type Decimal, type DecimalInput } from './decimal.ts';

/** A fee as the server or the interface sends it: an object, or a bare percentage ("2.5", "2.5%" or 2.5). */
export type FeeInput = { percentage?: DecimalInput | null | undefined; fix?: DecimalInput | null | undefined } | DecimalInput;

/** The fee that applies, as exact decimals. */
export interface FeeRate {
  percentage: Decimal;
  fix: Decimal;
}

function percentageOf(value: DecimalInput | null | undefined): Decimal {
  return decimalOrZero(typeof value === 'string' ? value.replace(/%\s*$/, '') : value);
}

/**
 * The merchant's user fee when the server sends one (even a zero one: the merchant has overridden the method),
 * else the method's fee, else none. Percentage and fix come from the same source, never mixed.
 */
export function feeRate(merchantUserFee: FeeInput | null | undefined, methodFee: FeeInput | null | undefined): FeeRate {
  const source = merchantUserFee ?? methodFee;
  if (source === null || source === undefined) return { percentage: decimalOrZero(0), fix: decimalOrZero(0) };
  if (typeof source !== 'object') return { percentage: percentageOf(source), fix: decimalOrZero(0) };
  return { percentage: percentageOf(source.percentage), fix: decimalOrZero(source.fix) };
}
