import { defineRule, isTrue } from './define-rule.ts';
import { ERROR_KEYS } from './error-keys.ts';

/** Spec section 5: a visible phone field filled from the profile gives PH.ERROR.EMPTY_PHONE_PROFILE when the profile has none. */
export const rule = defineRule({
  name: 'profilePhone',
  isParam: isTrue,
  check: () => null,
  whenBlank: () => ({ key: ERROR_KEYS.EMPTY_PHONE_PROFILE }),
});
