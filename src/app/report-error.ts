/**
 * Where every problem the user sees is also told to the console (and, once configured, to error reporting).
 * Callers pass messages that never hold form values, so no card data can reach a log.
 */
export function reportError(message: string, cause?: unknown): void {
  console.error(`[cashier] ${message}`, ...(cause instanceof Error && cause.message !== message ? [cause.name] : []));
}

/** A problem that does not stop the user, e.g. an unknown field type in a server form. */
export function reportWarning(message: string): void {
  console.warn(`[cashier] ${message}`);
}
