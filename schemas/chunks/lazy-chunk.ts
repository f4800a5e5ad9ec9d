/** How a chunk is loaded: `background` code is reported when it fails but never reloads the page (chunk-load.ts). */
export interface LazyChunkOptions {
  readonly background?: boolean;
}

/**
 * How a dynamic import is loaded: the app's policy (src/telemetry/errors/chunk-load.ts: the 120 s timeout, the report,
 * one reload) wraps every import, those of schemas/ and field-widgets/ too, which may not import the app.
 */
export type ChunkLoader = <T>(load: () => Promise<T>, options?: LazyChunkOptions) => () => Promise<T>;

let loader: ChunkLoader = (load) => load;

/** The app names its chunk policy once, at start-up (src/main.tsx); until then (and in unit tests) an import loads as it is. */
export function installChunkLoader(next: ChunkLoader): void {
  loader = next;
}

/** A dynamic import of schemas/ or field-widgets/, loaded with the policy in place when it is first asked for. */
export function lazyChunk<T>(load: () => Promise<T>, options?: LazyChunkOptions): () => Promise<T> {
  return () => loader(load, options)();
}
