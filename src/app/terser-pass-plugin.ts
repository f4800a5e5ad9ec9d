import { minify } from 'terser';
import type { Plugin, Rollup } from 'vite';

/**
 * Terser's compressor over the output Rolldown's minifier (oxc) has already made smaller. It inlines the functions
 * called once and drops what that leaves unused, which oxc keeps: -0.7 KiB gzip on the card form, -0.1 KiB on the
 * method list (README "Budgets and benchmark"). Terser alone, in oxc's place, makes the method list larger.
 */
export async function compressChunk(chunk: Rollup.OutputChunk): Promise<void> {
  const result = await minify(chunk.code, { module: true, ecma: 2020, compress: { passes: 2 } });
  if (result.code === undefined) throw new Error(`terser returned no code for ${chunk.fileName}`);
  chunk.code = result.code;
}

/**
 * Runs `compressChunk` on every JS chunk of the cashier's own build (not the playground's or the merchants' SDK).
 * A source-mapped build (`vite build --sourcemap`, for debugging) is left as oxc made it: Rolldown rejects a map
 * rewritten in generateBundle, and such a build is read, not measured.
 */
export function terserPass(): Plugin {
  return {
    name: 'cashier:terser-pass',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After Rolldown's minifier; before the compile hints (order 'post'), whose first-line comment terser would drop.
    generateBundle: async (_, bundle) => {
      await Promise.all(Object.values(bundle).map((output) => (output.type === 'chunk' && output.map === null ? compressChunk(output) : undefined)));
    },
  };
}
