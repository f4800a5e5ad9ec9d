/**
 * The address `value` names, resolved against `base`, when it is an http(s) one; null for anything else
 * (javascript:, data:, blob:, a malformed address, a blank). The only gate a server- or address-given URL passes
 * before the cashier sends the browser there.
 */
export function httpUrlOf(value: string | null | undefined, base: string): URL | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
