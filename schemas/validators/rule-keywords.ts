import { _, Name, type CodeKeywordDefinition } from 'ajv';
import type { DiscoveredRule } from './discover-rules.ts';

/** The ajv keyword of a rule, e.g. `rule:cardNumber`; it sits on the field-rule schema's root. */
export function ruleKeyword(name: string): string {
  return `rule:${name}`;
}

/**
 * The one keyword factory: every rule becomes a keyword whose generated code calls the rule's `run` on the checked
 * `{ value, rule, context }` and fails with params `{ failure }`. Standalone code cannot carry a closure, so the call is
 * emitted as `<import name>.rule.run` and the generated module imports the rule file (see compile-validators.ts).
 */
export function ruleKeywordDefinition({ importName, rule }: DiscoveredRule): CodeKeywordDefinition {
  return {
    keyword: ruleKeyword(rule.name),
    type: 'object',
    schemaType: 'boolean',
    error: {
      message: _`"must pass the rule"`,
      params: ({ params }) => _`{failure: ${params['failure'] ?? _`null`}}`,
    },
    code(cxt) {
      const run = cxt.gen.scopeValue('func', { ref: rule.run, code: _`${new Name(importName)}.rule.run` });
      const failure = cxt.gen.const('failure', _`${cxt.schema === true ? _`${run}(${cxt.data})` : _`null`}`);
      cxt.setParams({ failure });
      cxt.fail(_`${failure} !== null`);
    },
  };
}
