/**
 * Where a method's `logo` is fetched: a name or path resolved against the assets host. Null without an assets host,
 * or for a logo that points at another host (the CSP admits the assets host alone, and a stranger's host would learn
 * who pays with what).
 */
export function iconUrl(logo: string | null | undefined, assetsUrl: string | undefined): string | null {
  if (assetsUrl === undefined || logo === null || logo === undefined || logo.trim() === '') return null;
  const base = new URL(assetsUrl.endsWith('/') ? assetsUrl : `${assetsUrl}/`);
  if (!URL.canParse(logo.trim(), base)) return null;
  const url = new URL(logo.trim(), base);
  return url.origin === base.origin ? url.href : null;
}

/** The file name an icon is listed under in the right-to-left list: the last segment of its address. */
export function iconName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '');
}
