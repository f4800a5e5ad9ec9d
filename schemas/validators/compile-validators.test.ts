import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYLOAD_NAMES } from '../server/v1/payloads.ts';

const COMPILER = fileURLToPath(new URL('./compile-validators.ts', import.meta.url));
const RULES_DIR = fileURLToPath(new URL('../rules/', import.meta.url));

/** ajv's compiler needs `new Function`, which this worker forbids, so the module is generated in a child process. */
function generateInChildProcess(name: 'payloads' | 'field-rule'): string {
  const script = `import { compileValidatorsModule } from ${JSON.stringify(COMPILER)};
process.stdout.write(await compileValidatorsModule(${JSON.stringify(name)}));`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the generated validator modules', () => {
  let payloads = '';
  let fieldRule = '';
  beforeAll(() => {
    payloads = generateInChildProcess('payloads');
    fieldRule = generateInChildProcess('field-rule');
  }, 60_000);

  it('import only the rule modules and ajv runtime helpers, never the ajv compiler', () => {
    const specifiers = [...(payloads + fieldRule).matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1] ?? '');
    expect(specifiers.length).toBeGreaterThan(0);
    for (const specifier of specifiers) {
      expect(specifier.startsWith(RULES_DIR) || specifier.startsWith('ajv/dist/runtime/')).toBe(true);
    }
  });

  it('keep the card rules out of the payload validators the method list loads', () => {
    expect(payloads).not.toContain(RULES_DIR);
    expect(fieldRule).toContain(RULES_DIR);
  });

  it('have no CommonJS require and nothing that compiles code from strings', () => {
    expect(payloads + fieldRule).not.toMatch(/\brequire\(/);
    expect(payloads + fieldRule).not.toMatch(/new Function|\beval\(/);
  });

  it.each([
    ['payloads', [...PAYLOAD_NAMES, 'payloadValidators']],
    ['field-rule', ['validateFieldRule']],
  ] as const)('%s exports its validators', (name, exports) => {
    const source = name === 'payloads' ? payloads : fieldRule;
    for (const exported of exports) expect(source).toContain(`export const ${exported} =`);
  });

  it('exports every registry entry in payloadValidators, by name', () => {
    expect(payloads).toContain(`export const payloadValidators = { ${PAYLOAD_NAMES.join(', ')} };`);
  });

  it('compiles a part two payloads share once: the pay group of both init answers is one function', () => {
    expect(payloads.match(/\+"\/allow_pre_selected_method"/g)).toHaveLength(1);
  });

  it('leaves out the schema paths nothing reads at run time', () => {
    expect(payloads + fieldRule).toContain('schemaPath:""');
    expect(payloads + fieldRule).not.toMatch(/schemaPath:"#/);
  });
});
