import { FIELD_HAS_ERROR, asText, defineRule, failUnless } from './define-rule.ts';

const isValueList = (param: unknown): param is readonly string[] =>
  Array.isArray(param) && param.every((value) => typeof value === 'string');

/** Spec section 5, select and bet shop: the value is one of the options the server sent. */
export const rule = defineRule({
  name: 'oneOf',
  isParam: isValueList,
  check: (value, values) => {
    const text = asText(value);
    return failUnless(text !== null && values.includes(text), FIELD_HAS_ERROR);
  },
});
