/** Expiry max length, slash included (spec section 9). */
export const EXPIRY_MAX_LENGTH = 5;

/**
 * MM/YY as the user types: the slash is added after two month digits, a lone first digit above 1 becomes 0N, a slash
 * typed after one month digit ends the month (1/ is 01/), so does a second digit no month has (13 is 01/3), and
 * deleting back over the slash removes it. A month edited in place before its year (05/29 with 05 replaced by 1)
 * stays as typed until it has two digits (2 to 9 are a whole month: 09/29); a four-digit year filled or pasted (12/2030) keeps its last two digits.
 */
export function maskExpiry(input: string, previous = ''): string {
  const year = /^\d\/(\d{1,2})$/.exec(input)?.[1];
  if (year !== undefined && previous.length === input.length + 1 && previous.endsWith(`/${year}`)) return input.startsWith('1') || input.startsWith('0') ? input : `0${input}`;
  const digits = input.replace(/^(\d{1,2})\/\d{2}(\d{2})$/, '$1/$2').replace(/^([1-9])\//, '0$1').replace(/\D/g, '').replace(/^1([3-9])/, '01$1').slice(0, 4);
  const deleting = input.length < previous.length;
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
