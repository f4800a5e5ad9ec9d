import { describe, expect, it } from 'vitest';
import type { DateFormat } from '../rules/date.ts';
import { dateMaxLength, maskDate } from './date.ts';

const DMY: DateFormat = { order: 'dmy', separator: '.' };
const YMD: DateFormat = { order: 'ymd', separator: '-' };

describe('maskDate (2-2-4 or 4-2-2 groups, separator from the mask)', () => {
  it.each([
    ['2', DMY, '', '2'],
    ['24', DMY, '2', '24.'],
    ['24', DMY, '24.', '24'],
    ['24.1', DMY, '24.', '24.1'],
    ['24.12', DMY, '24.1', '24.12.'],
    ['24121990', DMY, '', '24.12.1990'],
    ['24.12.19901', DMY, '24.12.1990', '24.12.1990'],
    ['24/12/1990', DMY, '', '24.12.1990'],
    ['ab', DMY, '', ''],
    ['1990', YMD, '199', '1990-'],
    ['19901224', YMD, '', '1990-12-24'],
    ['1990-1', YMD, '1990-', '1990-1'],
    ['1990-12', YMD, '1990-12-', '1990-12'],
  ])('%j in %j after %j -> %j', (typed, format, previous, expected) => {
    expect(maskDate(typed, format, previous)).toBe(expected);
  });

  it('fits eight digits and two separators', () => {
    expect(dateMaxLength(DMY)).toBe(10);
    expect(dateMaxLength({ order: 'dmy', separator: ' / ' })).toBe(14);
  });
});
