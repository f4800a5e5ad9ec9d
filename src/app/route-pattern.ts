import { decodeRouteParams } from '../../schemas/routes/route-param.ts';

/** A route pattern's regular expression and parameter names, in the shape wouter's `parser` option takes. */
export interface ParsedPattern {
  pattern: RegExp;
  keys: string[];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const parsed = new Map<string, ParsedPattern>();

/**
 * `/deposit/:provider` and `/3ds_result/:session?` as a regular expression that also accepts a trailing slash. The
 * router and the start-up preloading both match with it, so they never disagree about which route an address is. `*`
 * matches the rest of any path: wouter asks for it for a route without a path (the not-found page). Each route is
 * parsed once: wouter asks again for every route it tries, on every render.
 */
export function parseRoutePattern(route: string): ParsedPattern {
  const known = parsed.get(route) ?? compilePattern(route);
  parsed.set(route, known);
  return known;
}

function compilePattern(route: string): ParsedPattern {
  const keys: string[] = [];
  const source = route
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (segment === '*') {
        keys.push('*');
        return '(?:/(.*))?';
      }
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (param === null) return `/${escape(segment)}`;
      keys.push(param[1] ?? '');
      return param[2] === '?' ? '(?:/([^/]+?))?' : '/([^/]+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`, 'i'), keys };
}

/** The decoded parameters of `path` when it matches `route`, else null. */
export function matchPattern(route: string, path: string): Record<string, string> | null {
  const { pattern, keys } = parseRoutePattern(route);
  const found = pattern.exec(path);
  if (found === null) return null;
  return decodeRouteParams(Object.fromEntries(keys.map((key, index) => [key, found[index + 1]])));
}
