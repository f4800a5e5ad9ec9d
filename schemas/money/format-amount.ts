/** A currency as the display needs it. */
export interface DisplayCurrency {
  alpha3: string;
  precision: number;
}

const THIN_GROUP = /\B(?=(\d{3})+(?!\d))/g;

/** Digits grouped by thousands with spaces, fixed to the currency's precision: 5000 EUR -> "5 000.00". */
export function formatDigits(value: number, precision: number): string {
  const [integer = '0', fraction] = Math.abs(value).toFixed(precision).split('.');
  const grouped = integer.replace(THIN_GROUP, ' ');
  const sign = value < 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** An amount with its ISO code after the digits, the default display format: "5 000.00 EUR". */
export function formatAmount(value: number, currency: DisplayCurrency): string {
  return `${formatDigits(value, currency.precision)} ${currency.alpha3}`;
}
