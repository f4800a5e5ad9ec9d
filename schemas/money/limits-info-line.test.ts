import { describe, expect, it } from 'vitest';
import { LIMITS_INFO_KEYS, limitsInfoLine, type InfoLineTexts } from './limits-info-line.ts';
import type { LimitsInfoPart } from './limits-info-parts.ts';

// Echoes key and parameters so each test sees exactly what was asked for; server keys are marked as such.
const echo = (key: string, params: Readonly<Record<string, string | number>> = {}): string => {
  const values = Object.entries(params).map(([name, value]) => `${name}=${value}`);
  return values.length === 0 ? key : `${key}(${values.join(',')})`;
};
const texts: InfoLineTexts = { translate: echo, translateServerKey: (key, params) => `server:${echo(key, params)}` };

const parts: LimitsInfoPart[] = [
  { kind: 'limits', min: '10.00 EUR', max: '∞' },
  { kind: 'processing-time', key: 'PH.PROCESSING_TIME.INSTANT' },
  { kind: 'fee', percentage: '2.5', fix: '0.30 EUR' },
  { kind: 'lost-profit', key: 'LP.TEXT', params: { percent: 5 } },
  { kind: 'bonus-included' },
];
const shown = [
  'APP.METHOD.LIMITS(min=10.00 EUR,max=∞)',
  'server:PH.PROCESSING_TIME.INSTANT',
  'APP.METHOD.FEE(fee=APP.PERCENT(percent=2.5) + 0.30 EUR)',
  'server:LP.TEXT(percent=5)',
  'APP.METHOD.BONUS_INCLUDED',
];

describe('limitsInfoLine', () => {
  it('joins every part with the bullet as it is', () => {
    expect(limitsInfoLine(parts, ' • ', texts)).toBe(shown.join(' • '));
  });

  // Arabic writes "؛", French a narrow no-break space before ";": the language's text of the key, not the Latin "; ".
  it.each(['; ', '؛ ', '\u202f; '])('joins every part with the language\'s semicolon, here %j', (semicolon) => {
    const translate: InfoLineTexts['translate'] = (key, params) => (key === LIMITS_INFO_KEYS.semicolon ? semicolon : echo(key, params));
    expect(limitsInfoLine(parts, '; ', { ...texts, translate })).toBe(shown.join(semicolon));
  });

  // Turkish puts the sign before the number, French a narrow no-break space before it: the language's text of the key.
  it.each([
    ['{percent}%', '2.5% + 0.30 EUR'],
    ['%{percent}', '%2.5 + 0.30 EUR'],
    ['{percent}\u202f%', '2.5\u202f% + 0.30 EUR'],
  ])("writes the fee's percentage as the language's %j", (percent, fee) => {
    const translate: InfoLineTexts['translate'] = (key, params) =>
      key === LIMITS_INFO_KEYS.percent ? percent.replace('{percent}', String(params?.['percent'])) : echo(key, params);
    expect(limitsInfoLine([{ kind: 'fee', percentage: '2.5', fix: '0.30 EUR' }], ' • ', { ...texts, translate })).toBe(`APP.METHOD.FEE(fee=${fee})`);
  });

  it.each<[string, string | null, string | null, string]>([
    ['a fixed fee alone is the amount, never "0% + 5.00 EUR"', null, '5.00 EUR', 'APP.METHOD.FEE(fee=5.00 EUR)'],
    ['a percentage alone is the percentage, never "2.5% + 0.00 EUR"', '2.5', null, 'APP.METHOD.FEE(fee=APP.PERCENT(percent=2.5))'],
  ])('%s', (_, percentage, fix, expected) => {
    expect(limitsInfoLine([{ kind: 'fee', percentage, fix }], ' • ', texts)).toBe(expected);
  });

  it.each<[string, readonly LimitsInfoPart[], InfoLineTexts, string]>([
    ['no parts give an empty line', [], texts, ''],
    ['a part translated to nothing is skipped', parts.slice(0, 2), { translate: (key) => key, translateServerKey: () => '' }, 'APP.METHOD.LIMITS'],
    ['a fixed amount (minimum = maximum) is that amount, not a range', [{ kind: 'limits', min: '49.99 EUR', max: '49.99 EUR' }], texts, '49.99 EUR'],
  ])('%s', (_, given, translator, expected) => {
    expect(limitsInfoLine(given, ' • ', translator)).toBe(expected);
  });
});
