import { captureError } from '../telemetry/errors/error-queue.ts';

/**
 * Where every problem the user sees is also told to the console and to error reporting (when a DSN is configured;
 * scrubbed there). Callers pass messages that never hold form values, so no card data can reach a log.
 */
export function reportError(message: string, cause?: unknown): void {
  console.error(`[cashier] ${message}`, ...(cause instanceof Error && cause.message !== message ? [cause.name] : []));
  captureError({ kind: 'reported', message, error: cause });
}

/** reportError for a caught failure: its own message (a call's name and what went wrong, never form values). */
export function reportFailure(error: unknown): void {
  reportError(error instanceof Error ? error.message : String(error), error);
}

const warned = new Set<string>();

/** A problem that does not stop the user, e.g. an unknown field type in a server form; each is told once per visit. */
export function reportWarning(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[cashier] ${message}`);
}
