import { boundRule, lengthOf } from './bound-rule.ts';

/** Spec section 5, `maxLength`: at most `param` characters, PH.ERROR.FIELD_HAS_ERROR (or the server's message key). */
export const rule = boundRule('maxLength', lengthOf, (measured, bound) => measured <= bound);
