import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYLOAD_NAMES } from '../server/v1/payloads.ts';

const COMPILER = fileURLToPath(new URL('./compile-validators.ts', import.meta.url));
const RULES_DIR = fileURLToPath(new URL('../rules/', import.meta.url));

/** ajv's compiler needs `new Function`, which this worker forbids, so the modules are generated in a child process. */
function generateInChildProcess(): Record<string, string> {
  const script = `import { compileValidatorsModule, VALIDATOR_MODULE_NAMES } from ${JSON.stringify(COMPILER)};
const sources = {};
for (const name of VALIDATOR_MODULE_NAMES) sources[name] = await compileValidatorsModule(name);
process.stdout.write(JSON.stringify(sources));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 32 * 1024 * 1024,
  });
  return JSON.parse(output) as Record<string, string>;
}

describe('the generated validator modules', () => {
  let sources: Record<string, string> = {};
  const payloadModules = (): string => PAYLOAD_NAMES.map((name) => sources[`payload/${name}`] ?? '').join('\n');
  const all = (): string => Object.values(sources).join('\n');
  beforeAll(() => {
    sources = generateInChildProcess();
  }, 60_000);

  it('import only the rule modules, ajv runtime helpers and each other, never the ajv compiler', () => {
    const specifiers = [...all().matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1] ?? '');
    expect(specifiers.length).toBeGreaterThan(0);
    for (const specifier of specifiers) {
      expect(specifier.startsWith(RULES_DIR) || specifier.startsWith('ajv/dist/runtime/') || specifier.startsWith('virtual:cashier-validators/payload/')).toBe(true);
    }
  });

  it('keep the card rules out of the payload validators the method list loads', () => {
    expect(payloadModules()).not.toContain(RULES_DIR);
    expect(sources['field-rule']).toContain(RULES_DIR);
  });

  it('have no CommonJS require and nothing that compiles code from strings', () => {
    expect(all()).not.toMatch(/\brequire\(/);
    expect(all()).not.toMatch(/new Function|\beval\(/);
  });

  it('give every registry entry a module of its own exporting `validate`, and the form its field-rule validator', () => {
    for (const name of PAYLOAD_NAMES) expect(sources[`payload/${name}`]).toContain('export const validate =');
    expect(sources['field-rule']).toContain('export const validateFieldRule =');
  });

  it('index every registry entry by name, each loaded on demand with a dynamic import but the first path\'s', () => {
    for (const name of PAYLOAD_NAMES.filter((payload) => payload !== 'depositMethods')) {
      expect(sources['payloads']).toContain(`${name}: () => import("virtual:cashier-validators/payload/${name}")`);
    }
    expect(sources['payloads']).toContain('import { validate as depositMethods } from "virtual:cashier-validators/payload/depositMethods";');
    expect(sources['payloads']).toContain('depositMethods: () => Promise.resolve(depositMethods),');
  });

  it('keep each payload in its own module: the deposit list does not carry the withdrawal list or the form', () => {
    expect(sources['payload/depositMethods']).toContain('"/payment_groups"');
    expect(sources['payload/depositMethods']).not.toContain('"/payout_groups"');
    expect(sources['payload/depositMethods']).not.toContain('"/parameters"');
  });

  it('leaves out the schema paths nothing reads at run time', () => {
    expect(all()).toContain('schemaPath:""');
    expect(all()).not.toMatch(/schemaPath:"#/);
  });
});
