import { boundRule, numericValue } from './bound-rule.ts';

/** Spec section 5, `max`: a number of at most `param`, PH.ERROR.FIELD_HAS_ERROR (or the server's message key). */
export const rule = boundRule('max', numericValue, (measured, bound) => measured <= bound);
