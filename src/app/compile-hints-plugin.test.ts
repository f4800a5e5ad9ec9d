import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { addCompileHints, COMPILE_HINT } from './compile-hints-plugin.ts';

function chunk(fileName: string, isEntry: boolean, mappings: string | null): Rollup.OutputChunk {
  const map = mappings === null ? null : { mappings };
  return { type: 'chunk', fileName, isEntry, code: 'const a=1;\nexport{a};', map } as Rollup.OutputChunk;
}

describe('addCompileHints', () => {
  it('opens the wanted chunks with the hint on a line of its own, and leaves the others as they are', () => {
    const bundle: Rollup.OutputBundle = { 'main.js': chunk('main.js', true, null), 'other.js': chunk('other.js', false, null) };
    addCompileHints(bundle, (candidate) => candidate.isEntry);
    const [main, other] = [bundle['main.js'], bundle['other.js']];
    expect(main?.type === 'chunk' && main.code).toBe('//# allFunctionsCalledOnLoad\nconst a=1;\nexport{a};');
    expect(other?.type === 'chunk' && other.code).toBe('const a=1;\nexport{a};');
    expect(COMPILE_HINT.endsWith('\n')).toBe(true);
  });

  it('moves the source map down by the line it adds, so stack traces still point at the right source', () => {
    const bundle: Rollup.OutputBundle = { 'main.js': chunk('main.js', true, 'AAAA;AACA') };
    addCompileHints(bundle, () => true);
    const main = bundle['main.js'];
    expect(main?.type === 'chunk' && main.map?.mappings).toBe(';AAAA;AACA');
  });
});
