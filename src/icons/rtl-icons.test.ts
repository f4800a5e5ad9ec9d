import { describe, expect, it } from 'vitest';
import { parseRtlIcons } from './rtl-icons.ts';

describe('parseRtlIcons', () => {
  it.each([
    [['arrow.svg', 'e-wallet.svg'], ['arrow.svg', 'e-wallet.svg']],
    [['arrow.svg', 3, null], ['arrow.svg']],
    [{ icons: ['arrow.svg'] }, []],
    [null, []],
  ])('%j -> %j', (json, names) => {
    expect([...parseRtlIcons(json)]).toEqual(names);
  });
});
