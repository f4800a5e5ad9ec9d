/** How deep a loader's wrapped causes are searched for the failed module's address. */
const MAX_CAUSES = 4;

/**
 * The address of the script a failed dynamic import names, through the errors loaders wrapped it in (ChunkLoadError's
 * cause): Chromium says "Failed to fetch dynamically imported module: <url>", Firefox "error loading dynamically
 * imported module: <url>". Null where the browser names none (Safari), or for a stylesheet that failed.
 */
export function failedModuleAddress(error: unknown, depth = 0): string | null {
  if (!(error instanceof Error) || depth === MAX_CAUSES) return null;
  return /https?:\/\/[^\s?#]+\.js\b/.exec(error.message)?.[0] ?? failedModuleAddress(error.cause, depth + 1);
}

/**
 * The load for the `attempt`th retry of a chunk whose import failed with `error`. A browser keeps a failed module for
 * the page's life (Chromium answers the same import with the same failure, asking the network nothing), so the retry
 * imports the named script at an address of its own; where the error names none, `load` is tried again.
 */
export function retryImport<T>(load: () => Promise<T>, error: unknown, attempt: number): () => Promise<T> {
  const address = failedModuleAddress(error);
  return address === null ? load : () => import(/* @vite-ignore */ `${address}?retry=${String(attempt)}`) as Promise<T>;
}
