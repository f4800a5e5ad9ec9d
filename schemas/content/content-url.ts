/**
 * Where a content link leads (spec section 2: content pages open in a modal over the current page when the link
 * stays in this window, otherwise in a new window): a path of the cashier's own origin is fetched and shown in the
 * modal; an absolute http(s) address is another site, opened in a new window; anything else (javascript:, data:,
 * protocol-relative //host) leads nowhere.
 */
export type ContentTarget = { kind: 'modal'; path: string } | { kind: 'window'; href: string } | { kind: 'none' };

export function contentTarget(url: string | null | undefined): ContentTarget {
  if (url === null || url === undefined) return { kind: 'none' };
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return { kind: 'modal', path: url };
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { kind: 'window', href: parsed.href } : { kind: 'none' };
  } catch {
    return { kind: 'none' };
  }
}
