import { describe, expect, it } from 'vitest';
import { AWKWARD_NAMES } from './awkward-names.testing.ts';
import { decodeRouteParam, decodeRouteParams, encodeRouteParam } from './route-param.ts';

describe('route parameters', () => {
  it.each(AWKWARD_NAMES)('%s is written as %s and read back', (name, segment) => {
    expect(encodeRouteParam(name)).toBe(segment);
    expect(decodeRouteParam(segment)).toBe(name);
  });

  it.each(['%', '%E0%A4%A', '%ZZ', '%C0%AF'])('reads the malformed segment %s as nothing', (segment) => {
    expect(decodeRouteParam(segment)).toBeNull();
  });

  it.each<[Record<string, string | undefined>, Record<string, string> | null]>([
    [{ 0: 'a%2Fb', provider: 'a%2Fb' }, { provider: 'a/b' }],
    [{ session: undefined }, {}],
    [{ provider: '%E0%A4%A' }, null],
  ])('decodes the named parameters of %j', (params, expected) => {
    expect(decodeRouteParams(params)).toEqual(expected);
  });
});
