/** What went wrong, as the entry knows it before the reporter has loaded. */
export type ErrorKind = 'uncaught' | 'rejection' | 'render' | 'chunk' | 'reported';

export interface ErrorReport {
  readonly kind: ErrorKind;
  readonly error: unknown;
  /** The cashier's own sentence for a reported problem (never a form value). */
  readonly message?: string | undefined;
  /** React's component stack of a rendering crash. */
  readonly componentStack?: string | undefined;
}

/** The error reporter once loaded (src/telemetry/errors/sentry-reporter.ts). */
export interface ErrorSink {
  capture(report: ErrorReport): void;
  /** Waits until what was captured has been sent, at most `timeoutMs`. */
  flush(timeoutMs: number): Promise<void>;
}

/** Errors kept while the reporter loads; more would only repeat the first ones. */
export const MAX_PENDING_ERRORS = 20;

let sink: ErrorSink | undefined;
const pending: ErrorReport[] = [];

/** Hands an error to the reporter, or keeps it (up to MAX_PENDING_ERRORS) until the reporter loads. */
export function captureError(report: ErrorReport): void {
  if (sink !== undefined) sink.capture(report);
  else if (pending.length < MAX_PENDING_ERRORS) pending.push(report);
}

/** Connects the loaded reporter and hands it what waited. */
export function connectErrorSink(next: ErrorSink): void {
  sink = next;
  for (const report of pending.splice(0)) next.capture(report);
}

/** Uncaught errors and unhandled rejections, from the first script on; queued until the reporter loads. */
export function listenForUncaughtErrors(win: Pick<Window, 'addEventListener'>): void {
  win.addEventListener('error', (event) => captureError({ kind: 'uncaught', error: event.error ?? event.message }));
  win.addEventListener('unhandledrejection', (event) => captureError({ kind: 'rejection', error: event.reason }));
}
