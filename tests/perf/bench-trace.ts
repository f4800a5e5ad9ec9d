/**
 * The load trace of issue 9: when each thing happens on a cold load, in ms from navigation start, built from what the
 * page's Performance APIs recorded (bench-trace-page.ts), so that a regression shows where it comes from.
 */
import { markdownTable } from './bench-support.ts';

export interface Span {
  readonly start: number;
  readonly end: number;
}

/** One Resource Timing entry: requested at `start`, last byte at `end`. */
export interface ResourceLoad extends Span {
  readonly url: string;
  /**
   * Resource Timing's initiatorType: Chromium says other for a `<link rel="modulepreload">`, script for a dynamic
   * import, link for a stylesheet, fetch for a call.
   */
  readonly initiator: string;
  /** Body bytes as sent (compressed when the server compresses); 0 when unknown. */
  readonly bytes: number;
}

/** A script's run inside a long frame (Long Animation Frames API). */
export interface ScriptRun extends Span {
  readonly source: string;
  readonly invoker: string;
  /** classic-script and module-script are a file's evaluation; event-listener, user-callback, resolve-promise ... callbacks. */
  readonly invokerType: string;
}

/** A frame longer than 50 ms: the main thread was busy from `start` to `end`, rendering from `renderStart` (0: none). */
export interface LongFrame extends Span {
  readonly renderStart: number;
  readonly scripts: readonly ScriptRun[];
}

export interface PageTimings {
  readonly html: Span;
  readonly domContentLoaded: number | null;
  readonly firstContentfulPaint: number | null;
  readonly resources: readonly ResourceLoad[];
  readonly frames: readonly LongFrame[];
  /** When the control first entered the DOM. */
  readonly renderedAt: number | null;
}

export interface TraceRow extends Span {
  readonly what: string;
}

/** Script runs and renders shorter than this stay out of the table (20 ms at 4x CPU is 5 ms on a fast laptop). */
export const MIN_WORK_MS = 20;

/** A file's name without Vite's content hash (`method-form-screen-DnYdRifJ.js` is `method-form-screen.js`). */
function fileName(url: string): string {
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  return (path.split('/').at(-1) ?? path).replace(/-[\w-]{8}(\.\w+)$/, '$1');
}

/** What a request is, to a reader of the trace: the init and select calls by name, other calls by path, files by name. */
export function resourceName(url: string): string {
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  if (path.endsWith('/groups/init')) return 'init call';
  if (/\/groups\/\d+\/select$/.test(path)) return 'select call';
  if (path.includes('/api/')) return `API call ${path.replace(/^.*\/api\/[^/]+\/v[\d.]+\//, '')}`;
  return fileName(url);
}

function resourceRow(load: ResourceLoad): TraceRow {
  const name = resourceName(load.url);
  if (load.initiator === 'fetch' || load.initiator === 'xmlhttprequest') return { start: load.start, end: load.end, what: `${name}: request to answer` };
  const size = load.bytes > 0 ? `${(load.bytes / 1024).toFixed(1)} KiB sent, ` : '';
  return { start: load.start, end: load.end, what: `${name} downloads (${size}initiator ${load.initiator})` };
}

function scriptRow(run: ScriptRun): TraceRow {
  // Scripts without a file are the benchmark's own: its usable check, run each frame, forces the style and layout.
  const file = run.source === '' ? 'injected script' : fileName(run.source);
  const evaluates = run.invokerType === 'module-script' || run.invokerType === 'classic-script';
  return { start: run.start, end: run.end, what: evaluates ? `${file} evaluates` : `${file} runs ${run.invoker}` };
}

/** The main thread's long work: each script run of MIN_WORK_MS or more, and each render of a long frame as long. */
function workRows(frame: LongFrame): TraceRow[] {
  const runs = frame.scripts.filter((run) => run.end - run.start >= MIN_WORK_MS).map(scriptRow);
  const renders = frame.renderStart > 0 && frame.end - frame.renderStart >= MIN_WORK_MS;
  return renders ? [...runs, { start: frame.renderStart, end: frame.end, what: 'style, layout and paint' }] : runs;
}

/**
 * The trace of one load until `screen` was usable at `usableAt`, in time order: the HTML, every request (files and
 * calls), long script runs and renders, DOMContentLoaded, first contentful paint, the control's first render and the
 * moment it was usable. Anything that started after that moment is left out.
 */
export function traceRows(timings: PageTimings, screen: string, usableAt: number): TraceRow[] {
  const points: TraceRow[] = [
    ...(timings.domContentLoaded === null ? [] : [{ start: timings.domContentLoaded, end: timings.domContentLoaded, what: 'DOMContentLoaded: the entry scripts have run' }]),
    ...(timings.firstContentfulPaint === null ? [] : [{ start: timings.firstContentfulPaint, end: timings.firstContentfulPaint, what: 'first contentful paint' }]),
    ...(timings.renderedAt === null ? [] : [{ start: timings.renderedAt, end: timings.renderedAt, what: `${screen} rendered (in the DOM)` }]),
    { start: usableAt, end: usableAt, what: `${screen} usable` },
  ];
  return [{ ...timings.html, what: 'HTML document' }, ...timings.resources.map(resourceRow), ...timings.frames.flatMap(workRows), ...points]
    .filter((row) => row.start <= usableAt)
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** `start-end` in whole ms, or one figure for a moment. */
export function formatSpan({ start, end }: Span): string {
  const [from, to] = [Math.round(start), Math.round(end)];
  return from === to ? String(from) : `${String(from)}-${String(to)}`;
}

/** The trace as the markdown table: `| ms | what happens |`. */
export function traceTable(rows: readonly TraceRow[]): string {
  return markdownTable(['ms', 'what happens'], rows.map((row) => [formatSpan(row), row.what]));
}
