/** The right-to-left icon list on the assets host: icon file names to draw mirrored in right-to-left layouts. */
export const RTL_ICONS_FILE = 'rtl-icons.json';

/** The names in the list; anything that is not a list of strings counts as an empty list. */
export function parseRtlIcons(json: unknown): ReadonlySet<string> {
  return new Set(Array.isArray(json) ? json.filter((name): name is string => typeof name === 'string') : []);
}

let list: Promise<ReadonlySet<string>> | undefined;

/** The list, fetched once per visit and only by a right-to-left page; empty when it cannot be had. */
export function rtlIcons(assetsUrl: string): Promise<ReadonlySet<string>> {
  list ??= fetch(new URL(RTL_ICONS_FILE, assetsUrl.endsWith('/') ? assetsUrl : `${assetsUrl}/`), { credentials: 'omit', referrerPolicy: 'no-referrer' })
    .then((response) => (response.ok ? response.json() : []))
    .then(parseRtlIcons, () => new Set<string>());
  return list;
}
