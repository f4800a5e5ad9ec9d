/**
 * Bundle budget gate, run after `vite build`: gzip size of what the method list and the card form download.
 * Usage: `tsx tests/perf/budget.ts [distDir]`. Exits 1 when a path is over its budget (see BUDGETS) or the manifest lacks the chunks the paths need.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLE_REPORT_FILE, type ReportChunk } from './bundle-report-plugin.ts';
import { BUDGETS, BUNDLE_PATHS, bundlePaths, depositFormKeys, earlyTelemetry, overBudget, parseManifest, PATH_PAYLOADS, pathSize, payloadValidatorKeys, type BundlePath, type Manifest } from './bundle-paths.ts';
import { entryKey } from '../../src/app/build-manifest.ts';
import { COMPILE_HINT } from '../../src/app/compile-hints-plugin.ts';

/** The build to measure: dist/ of the repo, or a directory given as the first argument. */
const DIST = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../dist'));
const MANIFEST = resolve(DIST, '.vite/manifest.json');

interface FileSize {
  readonly raw: number;
  readonly gzip: number;
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** What the paths are measured against (gzip bytes): Adyen's Drop-in with Card (104 KB JS + 19 KB CSS) and React alone. */
const PEERS = { adyenDropInCard: 123 * 1000, reactHelloWorld: 67 * 1000 } as const;

async function measure(file: string): Promise<FileSize> {
  const bytes = await readFile(resolve(DIST, file));
  return { raw: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength };
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: readonly string[]): string =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [header, ...body] = rows;
  return [line(header ?? []), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

async function readReport(): Promise<ReportChunk[]> {
  return JSON.parse(await readFile(resolve(DIST, BUNDLE_REPORT_FILE), 'utf8').catch(() => '[]')) as ReportChunk[];
}

/** Rendered bytes (before minification and gzip) of the heaviest modules on each path, from the build's bundle report. */
async function printHeaviestModules(paths: Readonly<Record<BundlePath, readonly string[]>>): Promise<void> {
  const report = await readReport();
  for (const path of BUNDLE_PATHS) {
    const modules = report.filter((chunk) => paths[path].includes(chunk.file)).flatMap((chunk) => Object.entries(chunk.modules));
    const heaviest = modules.sort((a, b) => b[1] - a[1]).slice(0, HEAVIEST);
    if (heaviest.length === 0) continue;
    console.log(`\n${path}: heaviest modules (rendered bytes, before minification)`);
    console.log(table([['module', 'bytes'], ...heaviest.map(([module, bytes]) => [module, String(bytes)])]));
  }
}

/** How many early telemetry modules the failure names before it counts the rest. */
const SHOWN_EARLY = 10;

/** How many modules the report lists per path. */
const HEAVIEST = 20;

/** The merchants' embed SDK (src/embed-sdk), in both of its builds, and its gzip budget. */
const SDK_FILES = ['embed/cashier-embed.js', 'embed/cashier-embed.iife.js'] as const;
const SDK_BUDGET = 5 * 1024;

/** Prints the SDK's size; returns the files over SDK_BUDGET. */
async function checkSdk(): Promise<string[]> {
  const sizes = await Promise.all(SDK_FILES.map(async (file) => [file, await measure(file)] as const));
  console.log(`\nembed SDK (budget ${kib(SDK_BUDGET)} gzip each)`);
  console.log(table([['file', 'raw bytes', 'gzip bytes'], ...sizes.map(([file, size]) => [file, String(size.raw), `${String(size.gzip)} (${kib(size.gzip)})`])]));
  return sizes.filter(([, size]) => size.gzip > SDK_BUDGET).map(([file]) => file);
}

/** The first paths' chunks that should open with the compile hint (src/app/compile-hints-plugin.ts) but do not. */
async function withoutCompileHint(manifest: Manifest): Promise<string[]> {
  const keys = [entryKey(manifest), ...depositFormKeys(manifest), ...payloadValidatorKeys(manifest, PATH_PAYLOADS['card-form'])];
  const files = keys.map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
  const hinted = await Promise.all(files.map(async (file) => (await readFile(resolve(DIST, file), 'utf8')).startsWith(COMPILE_HINT)));
  return files.filter((_, index) => !hinted[index]);
}

async function main(): Promise<number> {
  const manifest = parseManifest(JSON.parse(await readFile(MANIFEST, 'utf8')));
  const paths = bundlePaths(manifest);
  const files = [...new Set(BUNDLE_PATHS.flatMap((path) => paths[path]))];
  const sizes = new Map(await Promise.all(files.map(async (file) => [file, await measure(file)] as const)));
  const gzipBytes = new Map([...sizes].map(([file, size]) => [file, size.gzip]));
  const onPaths = (file: string): string => BUNDLE_PATHS.filter((path) => paths[path].includes(file)).join(', ');

  const rows = [
    ['chunk', 'raw bytes', 'gzip bytes', 'path'],
    ...files
      .sort((a, b) => (gzipBytes.get(b) ?? 0) - (gzipBytes.get(a) ?? 0))
      .map((file) => [file, String(sizes.get(file)?.raw ?? 0), String(gzipBytes.get(file) ?? 0), onPaths(file)]),
    ...BUNDLE_PATHS.map((path: BundlePath) => {
      const raw = paths[path].reduce((sum, file) => sum + (sizes.get(file)?.raw ?? 0), 0);
      const gzip = pathSize(paths[path], gzipBytes);
      return [`TOTAL ${path}`, String(raw), `${String(gzip)} (${kib(gzip)})`, `budget ${String(BUDGETS[path])} (${kib(BUDGETS[path])})`];
    }),
  ];
  console.log(table(rows));
  console.log(`peers (gzip JS+CSS): Adyen Drop-in with Card ${kib(PEERS.adyenDropInCard)}, React hello world ${kib(PEERS.reactHelloWorld)}`);
  await printHeaviestModules(paths);

  const sdkOver = await checkSdk();
  for (const file of sdkOver) console.error(`over budget: ${file} is over ${kib(SDK_BUDGET)} gzip`);

  const report = await readReport();
  if (report.length === 0) console.error(`bundle budget: no ${BUNDLE_REPORT_FILE}, so telemetry cannot be proven off the first paths`);
  const early = earlyTelemetry(paths, report);
  for (const module of early.slice(0, SHOWN_EARLY)) console.error(`on a first path: ${module} must load after the first screen is interactive`);
  if (early.length > SHOWN_EARLY) console.error(`… and ${String(early.length - SHOWN_EARLY)} more telemetry modules on the first paths`);
  if (report.length > 0 && early.length === 0) console.log('telemetry (error reporting, metrics, realtime): on no first path');

  const unhinted = await withoutCompileHint(manifest);
  for (const file of unhinted) console.error(`no compile hint: ${file} must open with ${JSON.stringify(COMPILE_HINT.trim())}`);
  if (unhinted.length === 0) console.log("compile hint: on the entry, the card form chunk and its answer's validator");

  const failing = overBudget(paths, gzipBytes);
  for (const path of failing) {
    console.error(`over budget: ${path} is ${kib(pathSize(paths[path], gzipBytes))} gzip, budget ${kib(BUDGETS[path])}`);
  }
  const passed = failing.length === 0 && sdkOver.length === 0 && early.length === 0 && report.length > 0 && unhinted.length === 0;
  if (passed) console.log('bundle budget: within budget');
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bundle budget: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
