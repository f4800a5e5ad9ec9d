/** Expiry max length, slash included (spec section 9). */
export const EXPIRY_MAX_LENGTH = 5;

/**
 * MM/YY as the user types: the slash is added after two month digits, a lone first digit above 1 becomes 0N, a slash
 * typed after one month digit ends the month (1/3 is 01/3, never 13/), so does a second digit no month has (13 is
 * 01/3), and deleting back over the slash removes it.
 */
export function maskExpiry(input: string, previous = ''): string {
  const digits = input.replace(/^([1-9])\//, '0$1').replace(/\D/g, '').replace(/^1([3-9])/, '01$1').slice(0, 4);
  const deleting = input.length < previous.length;
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
