import { expect, it } from 'vitest';
import type { RuleDefinition } from '../rules/define-rule.ts';
import { validateFieldValue } from './rule-validator.ts';

/** One row of a rule's table: a value, the rule's parameter, and the error key expected (null for none). */
export interface RuleCase<P> {
  name: string;
  value: unknown;
  param: P;
  error: string | null;
  form?: Readonly<Record<string, unknown>>;
  now?: Date;
}

const NOW = new Date(2026, 4, 15, 12);

/** Runs every case against the rule's pure function and through the precompiled validator (contract test). */
export function ruleContract<P>(definition: RuleDefinition<P>, cases: ReadonlyArray<RuleCase<NoInfer<P>>>): void {
  for (const { name, value, param, error, form = {}, now = NOW } of cases) {
    const rule = definition.with(param);
    it(`gives ${error ?? 'no error'} for ${name} (function)`, () => {
      const failure = definition.run({ value, rule, context: { form, now: now.getTime() } });
      expect(failure?.key ?? null).toBe(error);
    });
    it(`gives ${error ?? 'no error'} for ${name} (precompiled validator)`, () => {
      expect(validateFieldValue(value, rule, form, now).map(({ key }) => key)).toEqual(error === null ? [] : [error]);
    });
  }
}
