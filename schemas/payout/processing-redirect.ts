/**
 * The withdrawal widget setting processing_page_redirect_timeout (spec section 3): the seconds the withdrawal
 * processing page counts down before it returns the user to the merchant, as a whole number above 0; 0 for no
 * countdown. Absent (or 0, negative, fractional, not a number) means none: the page keeps waiting for the final
 * status, as the deposit processing page does, since the spec names no default for it (its 30 s is the success
 * page's) and leaving unasked would cut the wait short.
 */
export function processingRedirectSeconds(settings: Readonly<Record<string, unknown>> | undefined): number {
  const value = settings?.['processing_page_redirect_timeout'];
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}
