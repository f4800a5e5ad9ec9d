/** The success page's wait before it returns the user to the merchant, when the settings name none (spec section 9), in seconds. */
export const SUCCESS_REDIRECT_SECONDS = 30;

/** cashier_settings.success_page_redirect_timeout in seconds: a whole number of 0 or more, else the default. */
export function successRedirectSeconds(settings: Readonly<Record<string, unknown>> | undefined): number {
  const value = settings?.['success_page_redirect_timeout'];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : SUCCESS_REDIRECT_SECONDS;
}

/** The whole seconds a countdown of `totalSeconds` still shows after `elapsedMs`; 0 when it is over. */
export function secondsLeft(totalSeconds: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil(totalSeconds - Math.max(0, elapsedMs) / 1000));
}
