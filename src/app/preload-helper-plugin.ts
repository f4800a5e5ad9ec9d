import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module Vite's build imports `__vitePreload` from, wrapped around each lazy `import()`. */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

const SLIM_PRELOAD_HELPER = fileURLToPath(new URL('./preload-helper.ts', import.meta.url));

/** Puts the cashier's preload helper (`preload-helper.ts` says what it keeps) in place of Vite's in the cashier's build. */
export function slimPreloadHelper(): Plugin {
  return {
    name: 'cashier:slim-preload-helper',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load: (id) => (id === VITE_PRELOAD_HELPER ? `export { __vitePreload } from ${JSON.stringify(SLIM_PRELOAD_HELPER)};` : null),
  };
}
