/** Spec section 5: empty, undefined, null or a whitespace-only string counts as missing. */
export function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}
