import { dinero, toSnapshot, type Dinero, type DineroCurrency } from 'dinero.js/bigint';

/**
 * Exact decimal arithmetic on dinero.js values with bigint amounts, so 12-digit integers with 8+ decimals and float
 * traps like 0.1 + 0.2 stay exact. Every money rule in this folder computes through these helpers.
 *
 * The steps (sums, products, comparison, rounding, text) are plain bigint steps on the values' snapshots rather than
 * dinero's own functions: the method list shares this module with the form, so the bundler keeps it in the entry
 * chunk, where dinero's versions brought its generic calculator (-1.0 KiB gzip on both first paths without them), and
 * its compare, rounding and toDecimal rescaled through that calculator for every amount shown (about a third of the
 * method list's first render at 4x CPU). decimal.test.ts checks the rounding and the text against dinero's.
 */
export type Decimal = Dinero<bigint>;

/** What callers pass in: a number from JSON or a string from an input (spaces between digit groups are allowed). */
export type DecimalInput = number | string;

/** Decimal places kept by a division-like step, as the big-number library of the original did (spec section 9). */
export const BIG_NUMBER_DECIMALS = 20;

/** Beyond this exponent a string is not an amount anyone typed; refusing it keeps bigint powers small. */
const MAX_EXPONENT = 400;

// The currency only carries the radix: every value here is a plain decimal, so scale alone sets the precision.
const UNIT: DineroCurrency<bigint> = { code: 'DEC', base: 10n, exponent: 0n };
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** The exact decimal a number prints as (0.1 is 0.1, not its binary neighbour), or undefined when not a finite number. */
export function parseDecimal(value: DecimalInput): Decimal | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const text = typeof value === 'number' ? String(value) : value.replace(/\s/g, '');
  const match = DECIMAL_PATTERN.exec(text);
  if (match === null) return undefined;
  const [, sign = '', integer = '', fraction = '', exponentText = '0'] = match;
  if (integer === '' && fraction === '') return undefined;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  const digits = BigInt(`${integer}${fraction}` || '0') * (sign === '-' ? -1n : 1n);
  const scale = fraction.length - exponent;
  return scale >= 0
    ? fromParts(digits, BigInt(scale))
    : fromParts(digits * 10n ** BigInt(-scale), 0n);
}

/**
 * The exact decimal text of a server number or typed string, never in exponent notation: 5e-7 is "0.0000005" and 1e21
 * is "1000000000000000000000" (String() would write "5e-7" and "1e+21"). Undefined when it is not a finite number.
 */
export function plainDecimal(value: DecimalInput): string | undefined {
  const decimal = parseDecimal(value);
  return decimal === undefined ? undefined : decimalToString(decimal);
}

/** Whether a number or typed string is a decimal above zero. */
export function isPositiveDecimal(value: DecimalInput): boolean {
  const decimal = parseDecimal(value);
  return decimal !== undefined && isAboveZero(decimal);
}

/** Whether a decimal is above zero: its digits are, its scale never being negative (fromParts). */
export function isAboveZero(value: Decimal): boolean {
  return toSnapshot(value).amount > 0n;
}

/** Like parseDecimal, with zero for anything that is not a number. */
export function decimalOrZero(value: DecimalInput | null | undefined): Decimal {
  return (value === null || value === undefined ? undefined : parseDecimal(value)) ?? dinero({ amount: 0n, currency: UNIT });
}

/** Rounded half-up (ties away from zero, as big.js ROUND_HALF_UP) to exactly `digits` decimal places. */
export function roundDecimal(value: Decimal, digits: number): Decimal {
  const { amount, scale } = toSnapshot(value);
  const places = BigInt(digits);
  if (scale <= places) return fromParts(amount * 10n ** (places - scale), places);
  const divisor = 10n ** (scale - places);
  const remainder = amount % divisor;
  const away = 2n * (remainder < 0n ? -remainder : remainder) >= divisor ? (amount < 0n ? -1n : 1n) : 0n;
  return fromParts(amount / divisor + away, places);
}

/** Plain decimal text with as many places as the value's scale: "1234.50", never exponent notation. */
export function decimalToString(value: Decimal): string {
  const { amount, scale } = toSnapshot(value);
  const sign = amount < 0n ? '-' : '';
  const places = Number(scale);
  const digits = (amount < 0n ? -amount : amount).toString().padStart(places + 1, '0');
  return places === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** A decimal from its digits and scale: 1234n at scale 2 is 12.34. */
function fromParts(amount: bigint, scale: bigint): Decimal {
  return dinero({ amount, currency: UNIT, scale });
}

/** Both values' digits at their larger scale, and that scale. */
function aligned(left: Decimal, right: Decimal): [bigint, bigint, bigint] {
  const a = toSnapshot(left);
  const b = toSnapshot(right);
  const scale = a.scale > b.scale ? a.scale : b.scale;
  return [a.amount * 10n ** (scale - a.scale), b.amount * 10n ** (scale - b.scale), scale];
}

/** `percent` per cent of `amount`, kept to BIG_NUMBER_DECIMALS places. */
export function percentOf(amount: Decimal, percent: Decimal): Decimal {
  const a = toSnapshot(amount);
  const p = toSnapshot(percent);
  const product = fromParts(a.amount * p.amount, a.scale + p.scale + 2n);
  return toSnapshot(product).scale > BigInt(BIG_NUMBER_DECIMALS) ? roundDecimal(product, BIG_NUMBER_DECIMALS) : product;
}

/** The sum of two decimals, exact. */
export function addDecimal(left: Decimal, right: Decimal): Decimal {
  const [a, b, scale] = aligned(left, right);
  return fromParts(a + b, scale);
}

/** The difference of two decimals, exact. */
export function subtractDecimal(left: Decimal, right: Decimal): Decimal {
  const [a, b, scale] = aligned(left, right);
  return fromParts(a - b, scale);
}

/** -1, 0 or 1 as `left` is below, equal to or above `right`. */
export function compareDecimal(left: Decimal, right: Decimal): -1 | 0 | 1 {
  const [a, b] = aligned(left, right);
  return a < b ? -1 : a > b ? 1 : 0;
}
