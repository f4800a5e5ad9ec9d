import { describe, expect, it } from 'vitest';
import { NBSP } from './format-digits.ts';
import { limitsInfoParts, NO_LIMIT, type LimitsInfoInput, type LimitsInfoPart } from './limits-info-parts.ts';

/** Amounts are written with plain spaces; formatted, each gap is a no-break space. */
const nb = (text: string): string => text.replaceAll(' ', NBSP);

const base: LimitsInfoInput = {
  limits: { min: 10, max: 5000, displayLimits: true },
  currency: { alpha3: 'EUR', precision: 2 },
};
const limits: LimitsInfoPart = { kind: 'limits', min: nb('10.00 EUR'), max: nb('5 000.00 EUR') };

describe('limitsInfoParts', () => {
  it.each<[string, Partial<LimitsInfoInput>, LimitsInfoPart[]]>([
    ['limits alone', {}, [limits]],
    ['no limits when displayLimits is off', { limits: { min: 10, max: 5000, displayLimits: false } }, []],
    ['no limits when min is 0', { limits: { min: 0, max: 5000, displayLimits: true } }, []],
    ['no limits when min is negative', { limits: { min: -1, max: 5000, displayLimits: true } }, []],
    ['infinity for max 0', { limits: { min: 10, max: 0, displayLimits: true } }, [{ ...limits, max: NO_LIMIT }]],
    ['infinity for a missing max', { limits: { min: 10, displayLimits: true } }, [{ ...limits, max: NO_LIMIT }]],
    ['infinity for a null max', { limits: { min: 10, max: null, displayLimits: true } }, [{ ...limits, max: NO_LIMIT }]],
    ['the chosen display format', { format: { display: 4 } }, [{ kind: 'limits', min: nb('€ 10.00'), max: nb('€ 5 000.00') }]],
    [
      'limits, processing time, fee and bonus in that order',
      { processingTimeKey: 'PH.PROCESSING_TIME.INSTANT', fee: { percentage: 2.5, fix: 0.3 }, isIncludeBonus: true },
      [
        limits,
        { kind: 'processing-time', key: 'PH.PROCESSING_TIME.INSTANT' },
        { kind: 'fee', percentage: '2.5', fix: nb('0.30 EUR') },
        { kind: 'bonus-included' },
      ],
    ],
    ['the merchant fee over the method fee', { merchantUserFee: { percentage: 1, fix: 0 }, fee: { percentage: 3, fix: 1 } }, [limits, { kind: 'fee', percentage: '1', fix: null }]],
    ['no fee part for a zero fee', { fee: { percentage: 0, fix: 0 } }, [limits]],
    ['a fix-only fee: no percentage side', { fee: { percentage: 0, fix: 1 } }, [limits, { kind: 'fee', percentage: null, fix: nb('1.00 EUR') }]],
    ['no processing time for an empty key', { processingTimeKey: '' }, [limits]],
    [
      'lost profit replacing time and fee',
      { processingTimeKey: 'PH.PROCESSING_TIME.INSTANT', fee: 2, lostProfitInfo: { text: 'LP.TEXT', props: { percent: 5 } }, isIncludeBonus: true },
      [limits, { kind: 'lost-profit', key: 'LP.TEXT', params: { percent: 5 } }, { kind: 'bonus-included' }],
    ],
    ['lost profit without props', { lostProfitInfo: { text: 'LP.TEXT' } }, [limits, { kind: 'lost-profit', key: 'LP.TEXT', params: {} }]],
  ])('%s', (_, overrides, expected) => {
    expect(limitsInfoParts({ ...base, ...overrides })).toEqual(expected);
  });
});
