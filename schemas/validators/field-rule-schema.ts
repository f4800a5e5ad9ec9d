import { ruleKeyword } from './rule-keywords.ts';

/**
 * The one schema every field value is checked with, `{ value, rule, context }`: one keyword per discovered rule, each
 * reading its own parameter from `rule`, so it is compiled once at build time and never in the browser.
 */
export function fieldRuleSchema(ruleNames: readonly string[]): Readonly<Record<string, unknown>> & { $id: string } {
  return {
    $id: 'cashier/field-rule',
    type: 'object',
    required: ['value', 'rule', 'context'],
    properties: {
      rule: { type: 'object' },
      context: { type: 'object', required: ['form', 'now'], properties: { form: { type: 'object' }, now: { type: 'number' } } },
    },
    ...Object.fromEntries(ruleNames.map((name) => [ruleKeyword(name), true])),
  };
}
