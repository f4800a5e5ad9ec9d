import { CURRENCY_DISPLAY_FORMATS, DEFAULT_CURRENCY_DISPLAY, type CurrencyDisplaySettingId } from './currency-display.ts';
import { currencySymbol } from './currency-symbol.ts';
import { isolate, type TextDirection } from '../format/bidi.ts';
import type { DecimalInput } from './decimal.ts';
import { formatDigits, NBSP } from './format-digits.ts';

export { formatDigits } from './format-digits.ts';

/** A currency as the display needs it. */
export interface DisplayCurrency {
  alpha3: string;
  precision: number;
}

export type { TextDirection } from '../format/bidi.ts';

/** How to place the currency; both default to the digits+ISO format in left-to-right text. */
export interface AmountFormatOptions {
  display?: CurrencyDisplaySettingId | undefined;
  dir?: TextDirection | undefined;
}

/**
 * An amount with its currency in the chosen display format: "5 000.00 EUR", "EUR 5 000.00", "5 000.00 €", "€ 5 000.00",
 * its gaps no-break spaces. Right-to-left text swaps the two parts (spec section 9) and isolates the amount (FSI…PDI),
 * so it reads as one unit: the currency on the left, where a right-to-left reader ends. Empty for a value that is not
 * a number.
 */
export function formatAmount(value: DecimalInput, currency: DisplayCurrency, options: AmountFormatOptions = {}): string {
  const digits = formatDigits(value, currency.precision);
  if (digits === '') return '';
  const format = CURRENCY_DISPLAY_FORMATS[options.display ?? DEFAULT_CURRENCY_DISPLAY];
  const mark = format.mark === 'symbol' ? currencySymbol(currency.alpha3) : currency.alpha3.toUpperCase();
  const currencyFirst = options.dir === 'rtl' ? !format.currencyFirst : format.currencyFirst;
  return isolate(currencyFirst ? `${mark}${NBSP}${digits}` : `${digits}${NBSP}${mark}`, options.dir ?? 'ltr');
}
