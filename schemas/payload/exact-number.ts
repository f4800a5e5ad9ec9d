import { plainDecimal, type DecimalInput } from '../money/decimal.ts';

/**
 * A JSON number that keeps every digit of a decimal: `toJson` writes its digits as they are, where JSON.stringify of a
 * number writes 5e-7, or 1.2345678901234568e+21 for 22 digits. JSON.stringify still gives the nearest number.
 */
export class ExactNumber {
  private constructor(readonly digits: string) {}

  /** The exact number of a server number or typed amount, or null when it is not a finite number. */
  static of(value: DecimalInput): ExactNumber | null {
    const digits = plainDecimal(value);
    return digits === undefined ? null : new ExactNumber(digits);
  }

  toJSON(): number {
    return Number(this.digits);
  }
}

/** JSON.stringify, but an ExactNumber anywhere in `value` is written with its exact digits. */
export function toJson(value: unknown): string {
  if (value instanceof ExactNumber) return value.digits;
  if (Array.isArray(value)) return `[${value.map((item: unknown) => (item === undefined || typeof item === 'function' ? 'null' : toJson(item))).join(',')}]`;
  if (typeof value === 'object' && value !== null && !('toJSON' in value)) {
    const members = Object.entries(value).filter(([, item]) => item !== undefined && typeof item !== 'function');
    return `{${members.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
