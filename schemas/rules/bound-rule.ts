import { FIELD_HAS_ERROR, asText, defineRule, failUnless, type RuleDefinition } from './define-rule.ts';

/** A number as typed in a numeric field ("1 000,5" included), or null when the value is not a number. */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = typeof value === 'string' ? numericText(value) : null;
  return text === null ? null : Number(text);
}

/** A typed number as plain decimal text (spaces dropped, a decimal comma read as a point), or null when it is none. */
export function numericText(value: string): string | null {
  const text = value.replace(/\s/g, '').replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? text : null;
}

/** Length in characters as the user sees them (code points), so an emoji counts once. */
export function textLength(text: string): number {
  return [...text].length;
}

const isFiniteNumber = (param: unknown): param is number => typeof param === 'number' && Number.isFinite(param);

/** A server constraint (spec section 5) comparing a measure of the value with a bound: PH.ERROR.FIELD_HAS_ERROR. */
export function boundRule(
  name: string,
  measure: (value: unknown) => number | null,
  within: (measured: number, bound: number) => boolean,
): RuleDefinition<number> {
  return defineRule({
    name,
    late: true,
    isParam: isFiniteNumber,
    check: (value, bound) => {
      const measured = measure(value);
      return failUnless(measured !== null && within(measured, bound), FIELD_HAS_ERROR);
    },
  });
}

/** The length of a value typed as text, or null when it is not text. */
export function lengthOf(value: unknown): number | null {
  const text = asText(value);
  return text === null ? null : textLength(text);
}
