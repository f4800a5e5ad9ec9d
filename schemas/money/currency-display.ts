/**
 * The four ways an amount shows its currency (spec section 3), keyed by the widget setting currency_display_setting_id.
 * `mark` is what stands for the currency, `currencyFirst` whether it precedes the digits in left-to-right text.
 */
export const CURRENCY_DISPLAY_FORMATS = {
  1: { name: 'digits-iso', mark: 'iso', currencyFirst: false },
  2: { name: 'iso-digits', mark: 'iso', currencyFirst: true },
  3: { name: 'digits-symbol', mark: 'symbol', currencyFirst: false },
  4: { name: 'symbol-digits', mark: 'symbol', currencyFirst: true },
} as const;

export type CurrencyDisplaySettingId = keyof typeof CURRENCY_DISPLAY_FORMATS;
export type CurrencyDisplayFormat = (typeof CURRENCY_DISPLAY_FORMATS)[CurrencyDisplaySettingId];

/** Digits then ISO code ("5 000.00 EUR"): the format when the setting is missing or unknown. */
export const DEFAULT_CURRENCY_DISPLAY: CurrencyDisplaySettingId = 1;

function isSettingId(value: number): value is CurrencyDisplaySettingId {
  return Object.hasOwn(CURRENCY_DISPLAY_FORMATS, value);
}

/** Reads currency_display_setting_id as the server sends it (number or numeric string); anything else gives the default. */
export function currencyDisplaySettingId(value: unknown): CurrencyDisplaySettingId {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && isSettingId(id) ? id : DEFAULT_CURRENCY_DISPLAY;
}
