import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { compressChunk } from './terser-pass-plugin.ts';

function chunk(code: string): Rollup.OutputChunk {
  return { type: 'chunk', fileName: 'a.js', code, map: null } as Rollup.OutputChunk;
}

describe('compressChunk', () => {
  it('inlines a function called once, which oxc keeps, and leaves the chunk exporting the same names', async () => {
    const output = chunk('function half(n){return n/2}function total(a,b){return half(a)+b}export{total as t};');
    await compressChunk(output);
    expect(output.code).toBe('function t(t,n){return t/2+n}export{t};');
  });
});
