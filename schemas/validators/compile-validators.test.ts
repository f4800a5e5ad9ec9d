import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const COMPILER = fileURLToPath(new URL('./compile-validators.ts', import.meta.url));
const RULES_DIR = fileURLToPath(new URL('../rules/', import.meta.url));

/** ajv's compiler needs `new Function`, which this worker forbids, so the module is generated in a child process. */
function generateInChildProcess(): string {
  const script = `import { compileValidatorsModule } from ${JSON.stringify(COMPILER)};
process.stdout.write(compileValidatorsModule());`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the generated validators module', () => {
  let source = '';
  beforeAll(() => {
    source = generateInChildProcess();
  }, 60_000);

  it('imports only the rule modules and ajv runtime helpers, never the ajv compiler', () => {
    const specifiers = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1] ?? '');
    expect(specifiers.length).toBeGreaterThan(0);
    for (const specifier of specifiers) {
      expect(specifier.startsWith(RULES_DIR) || specifier.startsWith('ajv/dist/runtime/')).toBe(true);
    }
  });

  it('has no CommonJS require and nothing that compiles code from strings', () => {
    expect(source).not.toMatch(/\brequire\(/);
    expect(source).not.toMatch(/new Function|\beval\(/);
  });

  it('exports every validator', () => {
    for (const name of [
      'validateCashierPayload',
      'validateMethodDetails',
      'validatePaymentResult',
      'validateErrorBody',
      'validateFieldRule',
    ]) {
      expect(source).toContain(`export const ${name} =`);
    }
  });
});
