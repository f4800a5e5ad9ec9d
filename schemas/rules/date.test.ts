import { describe, expect, it } from 'vitest';
import { ruleContract } from '../validators/rule-contract.ts';
import { DEFAULT_DATE_FORMAT, INVALID_DATE, displayDate, rule, toIsoDate } from './date.ts';
import { FIELD_HAS_ERROR } from './define-rule.ts';

const YMD = { order: 'ymd', separator: '-' } as const;

describe('date rule', () => {
  ruleContract(rule, [
    { name: 'DD.MM.YYYY', value: '29.02.2024', param: DEFAULT_DATE_FORMAT, error: null },
    { name: 'a day that does not exist', value: '29.02.2025', param: DEFAULT_DATE_FORMAT, error: FIELD_HAS_ERROR },
    { name: 'a one-digit day', value: '1.02.2025', param: DEFAULT_DATE_FORMAT, error: FIELD_HAS_ERROR },
    { name: 'the wrong separator', value: '01/02/2025', param: DEFAULT_DATE_FORMAT, error: FIELD_HAS_ERROR },
    { name: 'YYYY-MM-DD (4-2-2)', value: '2025-12-31', param: YMD, error: null },
    { name: 'month 13', value: '2025-13-01', param: YMD, error: FIELD_HAS_ERROR },
  ]);

  it.each([
    ['31.12.2026', DEFAULT_DATE_FORMAT, '2026-12-31T00:00:00.000Z'],
    ['2026-12-31', YMD, '2026-12-31T00:00:00.000Z'],
    ['2026-12-31', DEFAULT_DATE_FORMAT, null],
    ['', DEFAULT_DATE_FORMAT, ''],
    ['31.13.2026', DEFAULT_DATE_FORMAT, null],
  ])('sends %j in %j as %j (ISO string of the UTC date)', (text, format, iso) => {
    expect(toIsoDate(text, format)).toBe(iso);
  });

  it('displays DD.MM.YYYY, or Invalid date', () => {
    expect(displayDate('2026-01-05T00:00:00.000Z')).toBe('05.01.2026');
    expect(displayDate('nonsense')).toBe(INVALID_DATE);
  });
});
