import { describe, expect, it } from 'vitest';
import { isRuleDefinition } from '../rules/define-rule.ts';
import { ruleNameOf } from './discover-rules.ts';

/** What the build finds (discover-rules.ts reads the same folder in Node), checked from inside Vite. */
const ruleFiles = import.meta.glob<Record<string, unknown>>(['../rules/*.ts', '!../rules/*.test.ts'], { eager: true });

describe('rule discovery', () => {
  const rules = Object.entries(ruleFiles).filter(([, module]) => isRuleDefinition(module['rule']));

  it('finds every rule of spec section 5 by its file alone', () => {
    const names = rules.map(([file]) => ruleNameOf(file)).sort();
    expect(names).toEqual(expect.arrayContaining([
      'amount', 'cardNumber', 'cardholderName', 'checked', 'cvv', 'date', 'expiry', 'fileUpload', 'iban', 'max',
      'maxLength', 'min', 'minLength', 'number', 'oneOf', 'pattern', 'phone', 'profilePhone', 'required',
    ]));
  });

  it.each(Object.keys(ruleFiles))('%s names its rule after the file, if it has one', (file) => {
    const rule = ruleFiles[file]?.['rule'];
    if (isRuleDefinition(rule)) expect(rule.name).toBe(ruleNameOf(file));
  });
});
