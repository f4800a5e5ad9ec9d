import { boundRule, numericValue } from './bound-rule.ts';

/** Spec section 5, `min`: a number of at least `param`, PH.ERROR.FIELD_HAS_ERROR (or the server's message key). */
export const rule = boundRule('min', numericValue, (measured, bound) => measured >= bound);
