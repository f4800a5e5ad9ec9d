import { useEffect } from 'react';
import { loadChunk } from '../telemetry/errors/chunk-load.ts';

/**
 * Code a screen runs only once the user acts (sends the form, deletes a saved card): off the screen's first path,
 * fetched while the browser is idle after the screen is usable, and awaited by the action, which normally finds it
 * there. An action before it arrives waits for it.
 */
export interface DeferredChunk<T> {
  /** The module: the fetch in flight or done, or a new one after a failure (loadChunk's errors, for the action to show). */
  load: () => Promise<T>;
  /** Fetches it in the background: a failure is reported, never shown and never reloads; the action's load tries again. */
  prefetch: () => void;
}

export function deferredChunk<T>(load: () => Promise<T>): DeferredChunk<T> {
  let module: Promise<T> | undefined;
  const start = (background: boolean): Promise<T> =>
    (module ??= loadChunk(load, { background })().catch((error: unknown) => {
      module = undefined;
      throw error;
    }));
  return {
    load: () => start(false),
    prefetch: () => void start(true).catch(() => undefined),
  };
}

/** Prefetches `chunk` once the browser is idle after the calling component mounted (see DeferredChunk). */
export function usePrefetchWhenIdle(chunk: DeferredChunk<unknown>): void {
  useEffect(() => {
    if (window.requestIdleCallback === undefined) {
      const timer = setTimeout(chunk.prefetch, 1);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(chunk.prefetch);
    return () => window.cancelIdleCallback(handle);
  }, [chunk]);
}
