/** Addresses of browser extensions' code: their errors are not the cashier's (spec section 8). */
export const EXTENSION_URLS: readonly RegExp[] = [/^(?:chrome|moz|safari|safari-web|ms-browser|edge)-extension:\/\//i, /^chrome:\/\//i, /^resource:\/\//i];

/** The parts of an error event that say where it was thrown. */
export interface ThrownWhere {
  readonly exception?: { readonly values?: readonly { readonly stacktrace?: { readonly frames?: readonly { readonly filename?: string }[] } }[] } | undefined;
}

/** True when any frame of the error ran in a browser extension's code. */
export function fromBrowserExtension(event: ThrownWhere): boolean {
  return (event.exception?.values ?? []).some(({ stacktrace }) =>
    (stacktrace?.frames ?? []).some(({ filename }) => filename !== undefined && EXTENSION_URLS.some((url) => url.test(filename))),
  );
}
