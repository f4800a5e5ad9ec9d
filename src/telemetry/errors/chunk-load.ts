import { reloadOnce } from '../telemetry-loader.ts';
import { captureError } from './error-queue.ts';

/** A screen's code that has not arrived after this long counts as failed (spec section 9, ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A chunk that did not load: the network failed, it timed out, or a new release removed it (spec section 8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Rejects with ChunkLoadError when `load` has not settled within `timeoutMs`. */
export function raceChunkTimeout<T>(load: Promise<T>, timeoutMs: number): Promise<T> {
  // A timer left running after the chunk arrived only rejects a race already settled.
  return Promise.race([load, new Promise<never>((_, reject) => setTimeout(reject, timeoutMs, new ChunkLoadError(`timed out after ${String(timeoutMs)} ms`)))]);
}

/**
 * A lazy screen's loader that reports a failed or late chunk and starts the cashier again once, so the page fetches
 * the current release's chunks; a second failure within the reload window reaches the error screen.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    raceChunkTimeout(load(), timeoutMs).catch((cause: unknown) => {
      const error = cause instanceof ChunkLoadError ? cause : new ChunkLoadError('failed', { cause });
      captureError({ kind: 'chunk', error });
      if (!reloadOnce()) throw error;
      // The page is about to reload: nothing should draw an error in the meantime.
      return new Promise<never>(() => undefined);
    });
}
