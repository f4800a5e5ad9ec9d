/**
 * Failed chunk loads (spec sections 7 and 9): a lazy chunk that has not arrived after 120 s, or whose import
 * rejects, is a ChunkLoadError; the first one reloads the page once so fresh chunk names are fetched (a deploy
 * replaced the old ones), a second one in the same tab is reported and left to the error screen.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
const RELOADED_KEY = 'cashier.chunkReload';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** `load` (a dynamic import) that rejects with a ChunkLoadError when it fails or takes longer than `timeoutMs`. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Chunk not loaded after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : 'Chunk failed to load', { cause: error }));
      },
    );
  });
}

interface ReloadPort {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly reload: () => void;
}

/** Reloads once per tab after a ChunkLoadError; true when it did (the caller then shows nothing more). */
export function reloadOnceForChunks(error: unknown, { storage, reload }: ReloadPort): boolean {
  if (!(error instanceof ChunkLoadError)) return false;
  try {
    if (storage.getItem(RELOADED_KEY) !== null) return false;
    storage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode, sandboxed frame): a reload could then loop, so report instead.
    return false;
  }
  reload();
  return true;
}
