/**
 * The parent's origin as the browser tells it: ancestorOrigins (Chromium, Safari), else the referrer's origin
 * (Firefox). null when unknown.
 */
export function claimedParentOrigin(ancestorOrigins: readonly string[], referrer: string): string | null {
  if (ancestorOrigins[0] !== undefined) return ancestorOrigins[0];
  try {
    return referrer === '' ? null : new URL(referrer).origin;
  } catch {
    return null;
  }
}

/** The parent's origin if it is allowlisted (exact match), else null: an unknown parent gets no message at all. */
export function trustedParentOrigin(allowed: readonly string[], claimed: string | null): string | null {
  return claimed !== null && allowed.includes(claimed) ? claimed : null;
}

/** A message comes from the merchant only when it is the frame's own parent window, at the trusted origin. */
export function isFromParent(trusted: string | null, origin: string, fromParentWindow: boolean): boolean {
  return trusted !== null && origin === trusted && fromParentWindow;
}
