/** Browser-extension code in a stack or script URL: such errors are not the cashier's and are never reported (spec section 7). */
const EXTENSION_URL = /\b(?:chrome|moz|safari(?:-web)?|ms-browser)-extension:\/\//i;

export function isExtensionError(error: unknown): boolean {
  if (!(error instanceof Error)) return typeof error === 'string' && EXTENSION_URL.test(error);
  return EXTENSION_URL.test(error.stack ?? '') || EXTENSION_URL.test(error.message);
}
