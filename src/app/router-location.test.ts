import { describe, expect, it } from 'vitest';
import { AWKWARD_NAMES } from '../../schemas/routes/awkward-names.testing.ts';
import { decodeRouteParams } from '../../schemas/routes/route-param.ts';
import { screenFlows } from '../flows/flows.ts';
import { parseRoutePattern } from './route-pattern.ts';
import { matchRoute } from './route-table.ts';
import { routerPath } from './router-location.ts';

/** What wouter hands a route's children: decodeURI of the hook's path, then the pattern's raw captures. */
function wouterParams(pattern: string, pathname: string): Record<string, string | undefined> | null {
  const { pattern: regexp, keys } = parseRoutePattern(pattern);
  const found = regexp.exec(decodeURI(routerPath(pathname)));
  return found === null ? null : Object.fromEntries(keys.map((key, index) => [key, found[index + 1]]));
}

describe.each(screenFlows.map((flow) => [flow.type, flow] as const))('a %s method link', (_, flow) => {
  it.each(AWKWARD_NAMES)('for %s opens that method, read by the router and by the start-up', (name) => {
    const link = flow.routes.methodLink(name);
    expect(decodeRouteParams(wouterParams(flow.routes.method, link) ?? {})).toEqual({ provider: name });
    expect(matchRoute(link)).toMatchObject({ entry: { view: 'methodForm', flow }, params: { provider: name } });
  });
});

describe('routerPath', () => {
  it.each(['/deposit/card/', '/deposit/a%2Fb/', '/deposit/100%25/', '/deposit/%D0%BA/'])('is undone exactly by decodeURI: %s', (path) => {
    expect(decodeURI(routerPath(path))).toBe(path);
  });
});

describe('the route without a path (wouter asks the parser for "*")', () => {
  it.each(['/', '/no-such-page', '/deposit/nowhere/at/all', '/deposit/card/'])('matches %s, so the not-found page shows instead of nothing', (pathname) => {
    expect(wouterParams('*', pathname)).not.toBeNull();
  });
});
