import { rule as expiry } from '../../rules/expiry.ts';
import type { FieldCompiler } from '../field-type.ts';
import { isCardPart, isExpiryMonth } from '../extended-types.ts';
import { baseField, text } from './base-field.ts';

/** The merged MM/YY field stands for the month and year parameters (spec section 5). */
export const EXPIRY_FIELD = 'expirationDate';

/**
 * `expirationDate`: the month and year parameters become one MM/YY field, made where the first of them stands; the
 * second is merged silently. A server regexp on the year is the custom year pattern, which lifts the future check.
 */
export const expiryField: FieldCompiler = (input) => {
  const parts = input.parameters.filter((param) => isCardPart(param, 'expirationDate'));
  const month = parts.find(isExpiryMonth);
  const year = parts.find((param) => !isExpiryMonth(param));
  if (parts[0] !== input.param) return { skip: null };
  if (month?.name === undefined || year?.name === undefined) {
    return { skip: 'an expiry month came without its year (or the other way round); the expiry field was skipped' };
  }
  const yearPattern = text(year.regexp);
  return baseField(
    { ...input, param: { ...month, place_holder: month.place_holder ?? 'MM/YY' } },
    {
      name: EXPIRY_FIELD,
      role: 'expiry',
      required: true,
      noServerPattern: true,
      rule: expiry.with(yearPattern === undefined ? true : { yearPattern }),
      autocomplete: 'cc-exp',
      options: { inputMode: 'numeric' },
      parts: { month: month.name, year: year.name },
    },
  );
};
