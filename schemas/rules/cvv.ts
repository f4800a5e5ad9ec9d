/** Security code sizes: 4 for american express, otherwise 3 (spec section 3). */
export type CvvLength = 3 | 4;

/** Exactly `length` digits, nothing else. */
export function checkCvv(value: string, length: CvvLength): boolean {
  return value.length === length && /^\d+$/.test(value);
}
