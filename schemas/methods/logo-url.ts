/**
 * The address of a method's server logo (spec section 3, pay group `logo`), resolved against `base` (the assets host
 * or the page); null when there is none or it is not http(s) (a `javascript:` or `data:` logo is never loaded).
 */
export function logoUrl(logo: string | null | undefined, base: string): string | null {
  if (logo === undefined || logo === null || logo.trim() === '') return null;
  try {
    const url = new URL(logo.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The placeholder of a method without a usable logo: the first two characters of its name (spaces left out), upper-cased. */
export function logoInitials(name: string): string {
  return [...name.replace(/\s+/g, '')].slice(0, 2).join('').toUpperCase();
}
