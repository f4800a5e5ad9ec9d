/**
 * A function of rjsf's that a production-build stand-in leaves out: called after all, it fails loudly, naming what is
 * missing, rather than quietly render or keep something other than rjsf would.
 */
export function standsAside(what: string): () => never {
  return () => {
    throw new Error(`rjsf-slim: ${what} is not in the production build (vite.config.ts productionAliases)`);
  };
}
