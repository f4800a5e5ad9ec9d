import { describe, expect, it } from 'vitest';
import type { RedirectData } from '../server/v1/types.ts';
import { redirectPlace, type RedirectPlace } from './redirect-place.ts';

describe('redirectPlace', () => {
  it.each<[RedirectData['target'], boolean, RedirectPlace]>([
    [undefined, true, '_self'],
    [undefined, false, '_self'],
    ['self', true, '_self'],
    ['top', true, '_top'],
    ['top', false, '_self'],
    ['blank', true, '_blank'],
    ['blank', false, '_blank'],
  ])('%s, framed %s -> %s', (target, framed, expected) => {
    expect(redirectPlace(target, framed)).toBe(expected);
  });
});
