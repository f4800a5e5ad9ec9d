import { defineRule, isTrue } from './define-rule.ts';
import { ERROR_KEYS } from './error-keys.ts';

const REQUIRED = { key: ERROR_KEYS.FIELD_REQUIRED } as const;

/** A required checkbox (consent, terms) must be ticked: false counts as missing, PH.ERROR.FIELD_REQUIRED. */
export const rule = defineRule({
  name: 'checked',
  isParam: isTrue,
  check: (value) => (value === true || value === 'true' ? null : REQUIRED),
  whenBlank: () => REQUIRED,
});
