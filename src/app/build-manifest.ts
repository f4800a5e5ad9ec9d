/** Vite's build manifest (dist/.vite/manifest.json), read by the host to preload a deep link's screen and by the budget. */

/** One entry of the manifest (the fields the host and the budget read). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

/** Vite build manifest: chunk key (source path, or `_name-hash.js` for shared chunks) to chunk. */
export type Manifest = Readonly<Record<string, ManifestChunk>>;

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isManifestChunk(value: unknown): value is ManifestChunk {
  if (typeof value !== 'object' || value === null) return false;
  const chunk: Record<string, unknown> = { ...value };
  const optionalStrings = ['src', 'name'] as const;
  const optionalBooleans = ['isEntry', 'isDynamicEntry'] as const;
  const optionalLists = ['imports', 'dynamicImports', 'css'] as const;
  return (
    typeof chunk['file'] === 'string' &&
    optionalStrings.every((key) => chunk[key] === undefined || typeof chunk[key] === 'string') &&
    optionalBooleans.every((key) => chunk[key] === undefined || typeof chunk[key] === 'boolean') &&
    optionalLists.every((key) => chunk[key] === undefined || isStringArray(chunk[key]))
  );
}

/** Checks parsed manifest JSON; throws naming the first malformed key. */
export function parseManifest(json: unknown): Manifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('manifest is not an object');
  const manifest: Record<string, ManifestChunk> = {};
  for (const [key, value] of Object.entries(json)) {
    if (!isManifestChunk(value)) throw new Error(`manifest entry ${JSON.stringify(key)} is malformed`);
    manifest[key] = value;
  }
  return manifest;
}

function chunkAt(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`manifest has no entry ${JSON.stringify(key)}`);
  return chunk;
}

/** Files of `keys` and of everything they import statically (not their dynamic imports), with their CSS. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunkAt(manifest, key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** The single HTML entry of the build (the `index.html` input). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry === true && chunk.src?.endsWith('.html'));
  const [first, ...rest] = entries;
  if (first === undefined || rest.length > 0) {
    throw new Error(`expected exactly one HTML entry in the manifest, found ${String(entries.length)}`);
  }
  return first[0];
}

