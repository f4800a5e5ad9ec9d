/** Card pan max length (spec section 9). */
export const CARD_PAN_MAX_DIGITS = 19;

/** What the user typed -> digits kept (at most 19) and the display in groups of 4. */
export function maskCardNumber(input: string): { value: string; display: string } {
  const value = input.replace(/\D/g, '').slice(0, CARD_PAN_MAX_DIGITS);
  return { value, display: value.replace(/(\d{4})(?=\d)/g, '$1 ') };
}
