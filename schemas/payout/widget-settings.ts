/** The processing page's wait before it returns the user to the merchant, when the settings name none, in seconds. */
export const PROCESSING_REDIRECT_SECONDS = 30;

/** The withdrawal widget's settings (spec section 3: currency_display_setting_id, processing_page_redirect_timeout). */
export interface WithdrawalWidgetSettings {
  /** The currency display format, 1-4 (digits+ISO, ISO+digits, digits+symbol, symbol+digits); 1 when unknown. */
  currencyDisplaySettingId: 1 | 2 | 3 | 4;
  /** Seconds the processing page waits before it returns the user to the merchant. */
  processingPageRedirectTimeout: number;
}

const DISPLAY_IDS = [1, 2, 3, 4] as const;

const isDisplayId = (value: unknown): value is WithdrawalWidgetSettings['currencyDisplaySettingId'] => DISPLAY_IDS.some((id) => id === value);

/** The withdrawal widget settings read from cashier_settings; anything missing or malformed takes its default. */
export function withdrawalWidgetSettings(settings: Readonly<Record<string, unknown>> | undefined): WithdrawalWidgetSettings {
  const display = settings?.['currency_display_setting_id'];
  const timeout = settings?.['processing_page_redirect_timeout'];
  return {
    currencyDisplaySettingId: isDisplayId(display) ? display : 1,
    processingPageRedirectTimeout: typeof timeout === 'number' && Number.isSafeInteger(timeout) && timeout >= 0 ? timeout : PROCESSING_REDIRECT_SECONDS,
  };
}
