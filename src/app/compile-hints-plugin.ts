import type { Plugin, Rollup } from 'vite';

/** V8's explicit compile hint (Chrome 136+): a script whose first line this is has all of its functions compiled eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint first in each `wanted` chunk of `bundle`. */
export function addCompileHints(bundle: Rollup.OutputBundle, wanted: (chunk: Rollup.OutputChunk) => boolean): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !wanted(chunk)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    // The source map's lines move down by the one added.
    if (chunk.map !== null) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
}

/**
 * Opens the chunks whose code runs almost whole on a first path (`wanted`) with V8's compile hint. V8 then compiles
 * them on a background thread as they download, instead of compiling each function on the main thread the first time
 * it is called: on a cold deep link that lazy compiling was most of the first render (README "Budgets and benchmark").
 * Other engines read a comment. Runs after Vite's own rewriting (its preload map goes first otherwise), so the hint stays
 * on the first line; `tests/perf/budget.ts` fails a build where it is not.
 */
export function compileHints(wanted: (chunk: Rollup.OutputChunk) => boolean): Plugin {
  return {
    name: 'cashier:compile-hints',
    apply: 'build',
    // The cashier's own build only: not the playground's or the merchants' SDK.
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler: (_, bundle) => addCompileHints(bundle, wanted),
    },
  };
}
