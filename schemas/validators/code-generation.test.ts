import { describe, expect, it } from 'vitest';
import { validateFieldRule } from 'virtual:cashier-validators/field-rule';

const context = { form: {}, now: 0 };

describe('unit test workers', () => {
  it('run without code generation from strings, as the CSP without unsafe-eval demands', () => {
    expect(process.execArgv).toContain('--disallow-code-generation-from-strings');
    expect(() => new Function('return 1')).toThrow(EvalError);
    expect(() => eval('1')).toThrow(EvalError);
  });

  it('still run the precompiled validators', () => {
    expect(validateFieldRule({ value: '', rule: { required: true }, context })).toBe(false);
    expect(validateFieldRule({ value: 'x', rule: { required: true }, context })).toBe(true);
  });
});
