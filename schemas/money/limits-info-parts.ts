import { decimalOrZero, decimalToString, isAboveZero, type Decimal, type DecimalInput } from './decimal.ts';
import { formatAmount, type AmountFormatOptions, type DisplayCurrency } from './format-amount.ts';
import { feeRate, type FeeInput } from './fee-rate.ts';

/** Shown for a maximum of 0 or none: the method has no upper limit. */
export const NO_LIMIT = '∞';

/** One piece of a method's info line; `kind` tells the UI which text to use. Amounts are already formatted. */
export type LimitsInfoPart =
  | { kind: 'limits'; min: string; max: string }
  | { kind: 'processing-time'; key: string }
  /** Each of the fee's two sides, null when it is zero: a fixed fee alone is not "0% + 5.00 EUR". */
  | { kind: 'fee'; percentage: string | null; fix: string | null }
  | { kind: 'lost-profit'; key: string; params: Readonly<Record<string, string | number>> }
  | { kind: 'bonus-included' };

/**
 * What a method knows about itself for the info line (the interface's pay group, spec section 3).
 * Pass processingTimeKey only when the server says to show it (show_processing_time).
 */
export interface LimitsInfoInput {
  limits: { min: DecimalInput; max?: DecimalInput | null | undefined; displayLimits: boolean };
  currency: DisplayCurrency;
  format?: AmountFormatOptions | undefined;
  processingTimeKey?: string | null | undefined;
  merchantUserFee?: FeeInput | null | undefined;
  fee?: FeeInput | null | undefined;
  lostProfitInfo?: { text: string; props?: Readonly<Record<string, string | number>> | undefined } | null | undefined;
  isIncludeBonus?: boolean | undefined;
}

function isPositive(value: DecimalInput | Decimal): boolean {
  return isAboveZero(typeof value === 'object' ? value : decimalOrZero(value));
}

/** A maximum as the user reads it: the amount, or ∞ when it is 0 or missing (no upper limit). */
export function formatMax(max: DecimalInput | null | undefined, currency: DisplayCurrency, format: AmountFormatOptions = {}): string {
  return max !== null && max !== undefined && isPositive(max) ? formatAmount(max, currency, format) : NO_LIMIT;
}

/**
 * The parts of the info line in order (spec section 9): limits only when displayLimits and min > 0 (∞ for no maximum);
 * then processing time and a non-zero fee, both replaced by the lost-profit text when there is one; then bonus-included.
 */
export function limitsInfoParts(input: LimitsInfoInput): LimitsInfoPart[] {
  const { limits, currency, format = {} } = input;
  const parts: LimitsInfoPart[] = [];
  if (limits.displayLimits && isPositive(limits.min)) {
    parts.push({ kind: 'limits', min: formatAmount(limits.min, currency, format), max: formatMax(limits.max, currency, format) });
  }
  if (input.lostProfitInfo !== null && input.lostProfitInfo !== undefined) {
    parts.push({ kind: 'lost-profit', key: input.lostProfitInfo.text, params: input.lostProfitInfo.props ?? {} });
  } else {
    if (input.processingTimeKey) parts.push({ kind: 'processing-time', key: input.processingTimeKey });
    const rate = feeRate(input.merchantUserFee, input.fee);
    const percentage = isPositive(rate.percentage) ? decimalToString(rate.percentage) : null;
    const fix = isPositive(rate.fix) ? formatAmount(decimalToString(rate.fix), currency, format) : null;
    if (percentage !== null || fix !== null) parts.push({ kind: 'fee', percentage, fix });
  }
  if (input.isIncludeBonus === true) parts.push({ kind: 'bonus-included' });
  return parts;
}
