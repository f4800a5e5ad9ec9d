import { boundRule, lengthOf } from './bound-rule.ts';

/** Spec section 5, `minLength`: at least `param` characters, PH.ERROR.FIELD_HAS_ERROR (or the server's message key). */
export const rule = boundRule('minLength', lengthOf, (measured, bound) => measured >= bound);
