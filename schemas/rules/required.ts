import { defineRule, isBlank, isTrue } from './define-rule.ts';
import { ERROR_KEYS } from './error-keys.ts';

/** Spec section 5: a required field that is empty or whitespace-only gives PH.ERROR.FIELD_REQUIRED. */
export const rule = defineRule({
  name: 'required',
  isParam: isTrue,
  check: () => null,
  whenBlank: () => ({ key: ERROR_KEYS.FIELD_REQUIRED }),
});

/** Empty, undefined, null or whitespace-only. */
export const isMissing = isBlank;
