import { entryKey, staticClosure, type Manifest } from '../../src/app/build-manifest.ts';

export { parseManifest, staticClosure, type Manifest } from '../../src/app/build-manifest.ts';

/** The user journeys the budget measures, from first byte to usable screen. */
export const BUNDLE_PATHS = ['method-list', 'card-form'] as const;
export type BundlePath = (typeof BUNDLE_PATHS)[number];

/**
 * Gzip budgets in bytes, per path: a ratchet just above what the paths weigh, towards issue 9's 85 and 140 KiB
 * (README "Budgets and benchmark" says what moved them).
 */
export const BUDGETS: Readonly<Record<BundlePath, number>> = {
  'method-list': Math.floor(98.9 * 1024),
  'card-form': 140 * 1024,
};

/**
 * The lazily loaded method form screen: its chunk and that chunk's static imports join the card form. Its own lazy
 * parts (the bonus ribbon, the uploader, the routing step) load only for forms that show them.
 */
export const DEPOSIT_FORM_SRC = 'screens/method-form/method-form-screen.tsx';

/**
 * The answers each path reads before it is usable whose validators are chunks of their own (loaded with the call), so
 * the path counts them. The init answer's validator is in the entry (its registry entry is `firstPath`).
 */
export const PATH_PAYLOADS: Readonly<Record<BundlePath, readonly string[]>> = {
  'method-list': [],
  'card-form': ['methodDetails'],
};

/** JS and CSS files (dist-relative) each path downloads before it is usable. */
export type PathFiles = Readonly<Record<BundlePath, readonly string[]>>;

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
 * The method carousel: the method list's addresses fetch its chunk with the init call, and a list showing the carousel
 * waits for it (src/screens/method-list/carousel-chunk.ts); a form's deep link fetches it only once interactive.
 */
export const CAROUSEL_SRC = 'screens/method-list/method-carousel.tsx';

/** Manifest key of the chunk built from `src`. */
function chunkKey(manifest: Manifest, src: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.src === src);
  if (key === undefined) throw new Error(`no manifest chunk is built from ${src}: is it still its own chunk?`);
  return key;
}

/**
 * JS and CSS files on each path: the entry's static closure with the carousel's chunk and the validators of the list's
 * answer; the entry's with the deposit form's static closure and the validator of its answer.
 */
export function bundlePaths(manifest: Manifest): PathFiles {
  const entry = entryKey(manifest);
  const methodList = staticClosure(manifest, [entry, chunkKey(manifest, CAROUSEL_SRC), ...payloadValidatorKeys(manifest, PATH_PAYLOADS['method-list'])]);
  const cardForm = staticClosure(manifest, [entry, ...depositFormKeys(manifest), ...payloadValidatorKeys(manifest, PATH_PAYLOADS['card-form'])]);
  return { 'method-list': methodList, 'card-form': cardForm };
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
