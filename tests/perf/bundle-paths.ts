/** One entry of Vite's dist/.vite/manifest.json (the fields the budget needs). */
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

/** The user journeys the budget measures, from first byte to usable screen. */
export const BUNDLE_PATHS = ['method-list', 'card-form'] as const;
export type BundlePath = (typeof BUNDLE_PATHS)[number];

/**
 * Gzip budgets in bytes, per path: a ratchet just above what the paths weigh, towards issue 9's 85 and 140 KiB
 * (README "Budgets and benchmark" says what moved them).
 */
export const BUDGETS: Readonly<Record<BundlePath, number>> = {
  'method-list': 100 * 1024,
  'card-form': 161 * 1024,
};

/**
 * The lazily loaded method form screen: its chunk and that chunk's static imports join the card form. Its own lazy
 * parts (the bonus ribbon, the uploader, the routing step) load only for forms that show them.
 */
export const DEPOSIT_FORM_SRC = 'screens/method-form/method-form-screen.tsx';

/**
 * The answers each path reads before it is usable; their validators are chunks of their own (loaded with the call), so
 * the path counts them. `card-form` reads the method list's too.
 */
export const PATH_PAYLOADS: Readonly<Record<BundlePath, readonly string[]>> = {
  'method-list': ['depositMethods'],
  'card-form': ['depositMethods', 'methodDetails'],
};

/** JS and CSS files (dist-relative) each path downloads. `card-form` includes everything in `method-list`. */
export type PathFiles = Readonly<Record<BundlePath, readonly string[]>>;

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

/** Manifest keys of the chunks built from the lazily loaded deposit form screen. */
export function depositFormKeys(manifest: Manifest): string[] {
  const keys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.src === DEPOSIT_FORM_SRC)
    .map(([key]) => key);
  if (keys.length === 0) {
    throw new Error(`no manifest chunk is built from ${DEPOSIT_FORM_SRC}: is the deposit form lazy-loaded?`);
  }
  return keys;
}

/** Manifest keys of the validator chunks of `payloads` (virtual:cashier-validators/payload/<name>). */
export function payloadValidatorKeys(manifest: Manifest, payloads: readonly string[]): string[] {
  return payloads.map((payload) => {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(`virtual:cashier-validators/payload/${payload}`));
    if (key === undefined) throw new Error(`no manifest chunk holds the ${payload} validator: is it still its own chunk?`);
    return key;
  });
}

/**
 * JS and CSS files on each path: the entry's static closure with the validators of the list's answer, then that plus
 * the deposit form's static closure and the validator of its answer.
 */
export function bundlePaths(manifest: Manifest): PathFiles {
  const methodList = staticClosure(manifest, [entryKey(manifest), ...payloadValidatorKeys(manifest, PATH_PAYLOADS['method-list'])]);
  const formKeys = [...depositFormKeys(manifest), ...payloadValidatorKeys(manifest, PATH_PAYLOADS['card-form'])];
  const cardForm = new Set([...methodList, ...staticClosure(manifest, formKeys)]);
  return { 'method-list': methodList, 'card-form': [...cardForm] };
}

/** Gzip bytes of a path: the sum over its files, each counted once. */
export function pathSize(files: readonly string[], gzipBytes: ReadonlyMap<string, number>): number {
  return files.reduce((sum, file) => sum + (gzipBytes.get(file) ?? 0), 0);
}

/** Paths whose gzip total exceeds their budget. */
export function overBudget(paths: PathFiles, gzipBytes: ReadonlyMap<string, number>): BundlePath[] {
  return BUNDLE_PATHS.filter((path) => pathSize(paths[path], gzipBytes) > BUDGETS[path]);
}

/**
 * Modules no first path may download: telemetry (error reporting, metrics, realtime) loads after the first screen is
 * interactive. Module ids as the bundle report writes them: `@sentry/core/build/esm/scope.js`, `src/telemetry/...`.
 */
export const AFTER_INTERACTIVE_MODULES: readonly RegExp[] = [
  /(?:^|\/)@sentry\//,
  /(?:^|\/)centrifuge\//,
  /src\/telemetry\/start-telemetry\.ts$/,
  /src\/telemetry\/errors\/sentry-reporter\.ts$/,
  /src\/telemetry\/metrics\//,
];

/** The modules of each chunk (file -> module ids), from the build's bundle report. */
export type ChunkModules = readonly { readonly file: string; readonly modules: Readonly<Record<string, number>> }[];

/** `<path>: <module> (<chunk>)` for every after-interactive module a first path downloads; empty when none does. */
export function earlyTelemetry(paths: PathFiles, chunks: ChunkModules): string[] {
  return BUNDLE_PATHS.flatMap((path) =>
    chunks
      .filter(({ file }) => paths[path].includes(file))
      .flatMap(({ file, modules }) =>
        Object.keys(modules)
          .filter((module) => AFTER_INTERACTIVE_MODULES.some((pattern) => pattern.test(module)))
          .map((module) => `${path}: ${module} (${file})`),
      ),
  );
}
