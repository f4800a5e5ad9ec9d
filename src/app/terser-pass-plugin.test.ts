import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { compressChunk, terserPass } from './terser-pass-plugin.ts';

function chunk(code: string, map: Rollup.SourceMap | null = null): Rollup.OutputChunk {
  return { type: 'chunk', fileName: 'a.js', code, map } as Rollup.OutputChunk;
}

const CALLED_ONCE = 'function half(n){return n/2}function total(a,b){return half(a)+b}export{total as t};';

describe('compressChunk', () => {
  it('inlines a function called once, which oxc keeps, and leaves the chunk exporting the same names', async () => {
    const output = chunk(CALLED_ONCE);
    await compressChunk(output);
    expect(output.code).toBe('function t(t,n){return t/2+n}export{t};');
  });

  it('leaves a source-mapped build as oxc made it, since Rolldown rejects a map rewritten here, and compresses the rest', async () => {
    const mapped = chunk(CALLED_ONCE, { version: 3, sources: [], names: [], mappings: '' } as unknown as Rollup.SourceMap);
    const plain = chunk(CALLED_ONCE);
    const generateBundle = terserPass().generateBundle;
    if (typeof generateBundle !== 'function') throw new Error('terserPass has no generateBundle hook');
    await generateBundle.call({} as Rollup.PluginContext, {} as Rollup.NormalizedOutputOptions, { 'mapped.js': mapped, 'plain.js': plain }, false);
    expect(mapped.code).toBe(CALLED_ONCE);
    expect(plain.code).toBe('function t(t,n){return t/2+n}export{t};');
  });
});
