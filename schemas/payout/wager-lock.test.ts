import { describe, expect, it } from 'vitest';
import type { ViewDataItem } from '../server/v1/types.ts';
import { wagerLocks } from './wager-lock.ts';

const wagerOn501: ViewDataItem[] = [{ key: 'WAGER_NOT_COMPLETED', pay_group_id: 501 }];
const wagerOnAll: ViewDataItem[] = [{ key: 'bonus_wager' }];
const limitOnly: ViewDataItem[] = [{ key: 'limit', pay_group_id: 501 }];
const BRANDS = ['brand6', 'brand8'];

describe('wager lock of withdrawal methods, for the configured brand list', () => {
  it.each([
    ['a configured brand, the wager item names this method', 501, wagerOn501, 'brand6', BRANDS, true],
    ['a configured brand, the wager item names another method', 502, wagerOn501, 'brand6', BRANDS, false],
    ['a configured brand, the wager item names no method', 502, wagerOnAll, 'brand8', BRANDS, true],
    ['a brand not in the list', 501, wagerOn501, 'brand1', BRANDS, false],
    ['no brand configured', 501, wagerOn501, 'brand6', [], false],
    ['no wager item', 501, limitOnly, 'brand6', BRANDS, false],
  ] as const)('%s', (_, id, viewData, brand, brands, locked) => {
    expect(wagerLocks({ id }, viewData, brand, brands)).toBe(locked);
  });
});
