/**
 * The one encoding of a route parameter (a method's short_name, an id) in an address: UTF-8 percent-encoding of every
 * character outside `A-Z a-z 0-9 - _ . ~`, so `= / + ? # &`, spaces and non-Latin letters stay inside their segment.
 */
export function encodeRouteParam(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A parameter read back from its segment of the address as the browser has it; null when its escapes are malformed. */
export function decodeRouteParam(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Every parameter of a matched route decoded, or null when one of them cannot be. */
export function decodeRouteParams(params: Readonly<Record<string, string | undefined>>): Record<string, string> | null {
  const decoded: Record<string, string> = {};
  for (const [key, segment] of Object.entries(params)) {
    // wouter also passes each capture under its position ("0"): only the named ones are parameters.
    if (segment === undefined || /^\d+$/.test(key)) continue;
    const value = decodeRouteParam(segment);
    if (value === null) return null;
    decoded[key] = value;
  }
  return decoded;
}
