import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { compressChunk } from './terser-pass-plugin.ts';

function chunk(code: string, mappings: string | null): Rollup.OutputChunk {
  const map = mappings === null ? null : { version: 3, sources: ['a.ts'], names: [], mappings };
  return { type: 'chunk', fileName: 'a.js', code, map } as Rollup.OutputChunk;
}

describe('compressChunk', () => {
  it('inlines a function called once, which oxc keeps, and leaves the chunk exporting the same names', async () => {
    const output = chunk('function half(n){return n/2}function total(a,b){return half(a)+b}export{total as t};', null);
    await compressChunk(output);
    expect(output.code).toBe('function t(t,n){return t/2+n}export{t};');
  });

  it('carries the source map through, so stack traces still point at the source', async () => {
    const output = chunk('function half(n){return n/2}\nexport{half as h};', 'AAAA;AACA');
    await compressChunk(output);
    expect(output.map?.mappings).not.toBe('AAAA;AACA');
    expect(output.map?.mappings.length).toBeGreaterThan(0);
  });
});
