/** The withdrawal processing page's wait before it returns the user to the merchant, when the settings name none, in seconds. */
export const PROCESSING_REDIRECT_SECONDS = 30;

/**
 * The withdrawal widget setting processing_page_redirect_timeout (spec section 3), in seconds: a whole number of 0 or
 * more, else the default (the success page's 30 s of section 9, the only wait the spec names a value for).
 */
export function processingRedirectSeconds(settings: Readonly<Record<string, unknown>> | undefined): number {
  const value = settings?.['processing_page_redirect_timeout'];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : PROCESSING_REDIRECT_SECONDS;
}
