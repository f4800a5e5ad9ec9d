import { minify } from 'terser';
import type { Plugin, Rollup } from 'vite';

/**
 * Terser's compressor over the output Rolldown's minifier (oxc) has already made smaller. It inlines the functions
 * called once and drops what that leaves unused, which oxc keeps: -0.7 KiB gzip on the card form, -0.1 KiB on the
 * method list (README "Budgets and benchmark"). Terser alone, in oxc's place, makes the method list larger.
 */
export async function compressChunk(chunk: Rollup.OutputChunk): Promise<void> {
  const result = await minify(chunk.code, {
    module: true,
    ecma: 2020,
    compress: { passes: 2 },
    sourceMap: chunk.map === null ? false : { content: JSON.stringify(chunk.map), asObject: true },
  });
  if (result.code === undefined) throw new Error(`terser returned no code for ${chunk.fileName}`);
  chunk.code = result.code;
  if (chunk.map !== null && typeof result.map === 'object') chunk.map.mappings = result.map.mappings;
}

/** Runs `compressChunk` on every JS chunk of the cashier's own build (not the playground's or the merchants' SDK). */
export function terserPass(): Plugin {
  return {
    name: 'cashier:terser-pass',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After Rolldown's minifier; before the compile hints (order 'post'), whose first-line comment terser would drop.
    generateBundle: async (_, bundle) => {
      await Promise.all(Object.values(bundle).map((output) => (output.type === 'chunk' ? compressChunk(output) : undefined)));
    },
  };
}
