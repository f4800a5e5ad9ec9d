import { FIELD_HAS_ERROR, asText, defineRule, failUnless } from './define-rule.ts';
import { PATTERN_MAX_INPUT, patternProblem } from './safe-pattern.ts';

const compiled = new Map<string, RegExp | null>();

/** The server regexp as a RegExp, or null when it does not compile or could backtrack catastrophically. */
function serverRegExp(source: string): RegExp | null {
  const known = compiled.get(source);
  if (known !== undefined) return known;
  // Server regexps were written for `new RegExp(source)`, without the `u` flag, which rejects escapes like `\-`.
  const regexp = patternProblem(source) === null ? new RegExp(source) : null;
  compiled.set(source, regexp);
  return regexp;
}

/** Whether `value` matches the server's regexp; an unusable regexp or an overlong value fails the value, not the form. */
export function matchesPattern(value: string, source: string): boolean {
  const regexp = serverRegExp(source);
  return regexp !== null && value.length <= PATTERN_MAX_INPUT && regexp.test(value);
}

/** Spec section 5: the server's regexp, PH.ERROR.FIELD_HAS_ERROR (or its message key). Numbers match as typed. */
export const rule = defineRule({
  name: 'pattern',
  late: true,
  isParam: (param): param is string => typeof param === 'string',
  check: (value, source) => {
    const text = asText(value);
    return failUnless(text !== null && matchesPattern(text, source), FIELD_HAS_ERROR);
  },
});
