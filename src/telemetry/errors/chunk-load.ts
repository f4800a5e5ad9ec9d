import { reloadOnce } from '../telemetry-loader.ts';
import { captureError } from './error-queue.ts';

/** A chunk that has not arrived after this long counts as failed (spec section 9, ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A chunk that did not load: the network failed, it timed out, or a new release removed it (spec section 8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Whether `error` is a chunk that did not load; by its name, as the error boundary and the sentences meet it. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Rejects with ChunkLoadError when `load` has not settled within `timeoutMs`. */
export function raceChunkTimeout<T>(load: Promise<T>, timeoutMs: number): Promise<T> {
  // A timer left running after the chunk arrived only rejects a race already settled. The error is made when it fires:
  // an Error records its stack when made, a cost each of the first paths' imports paid for a timeout that never came.
  return Promise.race([load, new Promise<never>((_, reject) => setTimeout(() => reject(new ChunkLoadError('timed out')), timeoutMs))]);
}

export interface ChunkOptions {
  /** Code the user can do without (telemetry, icons), a retry asked for in place, or the reader of a mutation's answer
   * (a reload would lose the answer to what the server may have done): reported, never worth a reload. */
  readonly background?: boolean;
}

let typed = false;

/**
 * Every dynamic import's loader: a chunk that fails or takes CHUNK_LOAD_TIMEOUT_MS is reported as ChunkLoadError, and
 * the cashier starts again once so the page fetches the current release's chunks. It rejects instead (the caller shows
 * its translated message) for background code, once the reload was used (reload-guard.ts), and once the user has typed:
 * a reload would lose what they typed, and card data is never stored to survive one.
 */
export function loadChunk<T>(load: () => Promise<T>, { background = false }: ChunkOptions = {}): () => Promise<T> {
  return () =>
    raceChunkTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).catch((cause: unknown) => {
      const error = cause instanceof ChunkLoadError ? cause : new ChunkLoadError('failed', { cause });
      captureError({ kind: 'chunk', error });
      if (background || typed || !reloadOnce()) throw error;
      // The page is about to reload: nothing should draw an error in the meantime.
      return new Promise<never>(() => undefined);
    });
}

/** Notes the user's first keystroke, from the first script on (see loadChunk). */
export function listenForTyping(win: Pick<Window, 'addEventListener'>): void {
  win.addEventListener('input', () => (typed = true), { capture: true, once: true });
}
