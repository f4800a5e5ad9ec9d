import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { isRuleDefinition } from '../rules/define-rule.ts';
import { discoverRules, ruleNameOf, RULES_DIR, type DiscoveredRule } from './discover-rules.ts';

/** Every module of schemas/rules/ as Vite loads it, tests left out: what the build's discovery must account for. */
const ruleModules = import.meta.glob<Record<string, unknown>>(['../rules/*.ts', '!../rules/*.test.ts'], { eager: true });

/** The files of schemas/rules/ whose `rule` export is a rule definition, by absolute path. */
const ruleFiles = Object.entries(ruleModules)
  .filter(([, module]) => isRuleDefinition(module['rule']))
  .map(([file]) => path.join(RULES_DIR, path.basename(file)));

describe('rule discovery (discoverRules, as the build runs it)', () => {
  let found: DiscoveredRule[];
  beforeAll(async () => {
    found = await discoverRules();
  }, 60_000);

  it('finds exactly the files of schemas/rules/ that export a rule, and nothing else', () => {
    expect(ruleFiles.length).toBeGreaterThan(0);
    expect(found.map(({ file }) => file).sort()).toEqual([...ruleFiles].sort());
  });

  it('finds every rule of spec section 5 by its file alone', () => {
    expect(found.map(({ rule }) => rule.name)).toEqual(expect.arrayContaining([
      'amount', 'cardNumber', 'cardholderName', 'checked', 'cvv', 'date', 'expiry', 'fileUpload', 'iban', 'max',
      'maxLength', 'min', 'minLength', 'number', 'oneOf', 'pattern', 'phone', 'profilePhone', 'required',
    ]));
  });

  it('gives each rule the one its file exports, named after the file, under a unique import name', () => {
    for (const { file, rule, importName } of found) {
      const exported = ruleModules[`../rules/${path.basename(file)}`]?.['rule'];
      expect(isRuleDefinition(exported) ? { name: exported.name, late: exported.late } : exported).toEqual({ name: rule.name, late: rule.late });
      expect(rule.name).toBe(ruleNameOf(file));
      expect(importName).toBe(`rule_${path.basename(file, '.ts').replace(/-/g, '_')}`);
    }
    expect(new Set(found.map(({ importName }) => importName)).size).toBe(found.length);
  });

  it('puts the business rules first and the server constraints (late) after, each group in file order', () => {
    const late = found.map(({ rule }) => rule.late);
    expect(late).toEqual([...late].sort((a, b) => Number(a) - Number(b)));
    for (const group of [false, true]) {
      const files = found.filter(({ rule }) => rule.late === group).map(({ file }) => path.basename(file));
      expect(files).toEqual([...files].sort());
    }
  });
});

describe('rule discovery in a folder of its own', () => {
  const defineRule = fileURLToPath(new URL('../rules/define-rule.ts', import.meta.url));
  const ruleSource = (name: string): string => `import { defineRule } from ${JSON.stringify(defineRule)};
export const rule = defineRule({ name: ${JSON.stringify(name)}, isParam: (param) => param === true, check: () => null });
`;

  /** A temporary rules folder holding `files`, removed when the test ends. */
  async function rulesFolder(files: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'rules-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    for (const [name, source] of Object.entries(files)) await writeFile(path.join(dir, name), source);
    return dir;
  }

  it('skips tests, declarations and modules without a rule', async () => {
    const dir = await rulesFolder({
      'max-digits.ts': ruleSource('maxDigits'),
      'max-digits.test.ts': ruleSource('maxDigits'),
      'helpers.ts': 'export const rule = 42;\n',
      'types.d.ts': ruleSource('types'),
    });
    expect((await discoverRules(dir)).map(({ rule, importName }) => [rule.name, importName])).toEqual([['maxDigits', 'rule_max_digits']]);
  }, 60_000);

  it('refuses a rule not named after its file, naming the name it should have', async () => {
    const dir = await rulesFolder({ 'max-digits.ts': ruleSource('digits') });
    await expect(discoverRules(dir)).rejects.toThrow('schemas/rules/max-digits.ts defines the rule "digits"; name it "maxDigits" after its file.');
  }, 60_000);
});
