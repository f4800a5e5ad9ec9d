import { FIELD_HAS_ERROR, defineRule, failUnless } from './define-rule.ts';
import { numericValue } from './bound-rule.ts';

/** The numeric data types of a form parameter (spec section 3). */
export type NumericDataType = 'Float' | 'Integer';

/** Whether the value reads as a number of the data type: any decimal for Float, a whole number for Integer. */
export function checkNumber(value: unknown, dataType: NumericDataType): boolean {
  const number = numericValue(value);
  return number !== null && (dataType === 'Float' || Number.isInteger(number));
}

/** Spec section 3, data types Float and Integer: PH.ERROR.FIELD_HAS_ERROR (or the server's message key). */
export const rule = defineRule({
  name: 'number',
  isParam: (param): param is NumericDataType => param === 'Float' || param === 'Integer',
  check: (value, dataType) => failUnless(checkNumber(value, dataType), FIELD_HAS_ERROR),
});
