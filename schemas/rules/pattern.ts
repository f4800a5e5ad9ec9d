import { matchesPattern } from '../patterns/pattern-engine.ts';
import { FIELD_HAS_ERROR, asText, defineRule, failUnless } from './define-rule.ts';

/**
 * Spec section 5: the server's regexp, PH.ERROR.FIELD_HAS_ERROR (or its message key). Numbers match as typed. The
 * regexp runs on the linear-time engine the app installs (schemas/patterns/), never as a backtracking RegExp.
 */
export const rule = defineRule({
  name: 'pattern',
  late: true,
  isParam: (param): param is string => typeof param === 'string',
  check: (value, source) => {
    const text = asText(value);
    return failUnless(text !== null && matchesPattern(text, source), FIELD_HAS_ERROR);
  },
});
