/** Integer and decimal digits an amount may have (spec section 9). */
export const AMOUNT_DIGITS = { integer: 12, decimal: 10 } as const;

/**
 * Grouped thousands (1,000.50, 1.000,50, 1,000,000): groups of three digits after one separator, then a different
 * separator or one more group.
 */
const GROUPED = /^\d{1,3}([,.])\d{3}(?:\1\d{3})*(?:(?!\1)[,.]\d*|\1\d{3})$/;

/**
 * A pasted (or dropped) amount with grouped thousands loses its grouping separator, so 1,000.50 is not read as 1.00.
 * Only an insertion of more than one character counts: a comma typed after 1.000 (a KWD amount) is a keystroke, and
 * reading it as grouping would make the amount a thousand times larger. Anything else (1,5, 1,000, 12.5.6) is kept.
 */
export function ungroupPasted(typed: string, previous: string): string {
  if (typed.length <= previous.length + 1) return typed;
  const group = GROUPED.exec(typed.replace(/[^\d.,]/g, ''))?.[1];
  return group === undefined ? typed : typed.replaceAll(group, '');
}

/**
 * Keeps only digits and one dot (a comma counts as the dot), caps integer and decimal digits,
 * and turns a leading zero followed by digits into 0.x (spec section 5).
 */
export function maskAmount(input: string, decimals: number = AMOUNT_DIGITS.decimal, integers: number = AMOUNT_DIGITS.integer): string {
  const cleaned = input.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let integer = (dot === -1 ? cleaned : cleaned.slice(0, dot)).slice(0, integers);
  const fraction = dot === -1 ? undefined : cleaned.slice(dot + 1).replace(/\./g, '').slice(0, decimals);
  if (/^0\d/.test(integer)) return `0.${integer.slice(1)}${fraction ?? ''}`.slice(0, 2 + decimals);
  if (integer === '' && fraction !== undefined) integer = '0';
  return fraction === undefined || decimals === 0 ? integer : `${integer}.${fraction}`;
}

/** An amount as the input shows it: thousands of the integer part separated by spaces (spec section 5). */
export function groupAmount(value: string): string {
  const [integer = '', ...rest] = value.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return rest.length === 0 ? grouped : `${grouped}.${rest.join('')}`;
}

/**
 * What the amount input shows once the user typed `typed` (its value is `value`, from maskAmount): the value grouped.
 * Where the currency has no decimals, a point typed stays shown, so that the digits after it are dropped as decimals
 * beyond the precision are, never joining the whole number: 3000.50 typed in JPY is 3 000, not 300 050.
 */
export function shownAmount(typed: string, value: string, decimals: number): string {
  const grouped = groupAmount(value);
  return decimals === 0 && value !== '' && /[.,]/.test(typed) ? `${grouped}.` : grouped;
}
