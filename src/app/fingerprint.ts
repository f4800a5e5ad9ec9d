/** Storage key of the device fingerprint (spec section 7). */
const FINGERPRINT_KEY = 'PH_fingerprint';

/** A random id that stays with this browser, sent with every payment; never derived from card data. */
export function deviceFingerprint(): string {
  try {
    const stored = localStorage.getItem(FINGERPRINT_KEY);
    if (stored !== null) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(FINGERPRINT_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}
