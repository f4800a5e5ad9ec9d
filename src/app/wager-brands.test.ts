import { describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_META } from './runtime-config.ts';
import { readWagerBrands } from './wager-brands.ts';

describe('readWagerBrands', () => {
  const page = (content: string | null): Pick<Document, 'querySelector'> => ({
    querySelector: (selector: string) =>
      content === null || selector !== `meta[name="${RUNTIME_CONFIG_META}"]` ? null : ({ getAttribute: () => content } as unknown as Element),
  });
  it.each([
    ['the configured list', '{"merchantOrigins":[],"wagerBrands":["brand6","brand8"]}', ['brand6', 'brand8']],
    ['no list', '{"merchantOrigins":[]}', []],
    ['no tag', null, []],
    ['a broken tag', '{wager', []],
  ] as const)('%s', (_, content, brands) => {
    expect(readWagerBrands(page(content))).toEqual(brands);
  });
});
