import { describe, expect, it } from 'vitest';
import { translate } from './translate.ts';

describe('translate', () => {
  it('fills parameters of a known key (PH.DEPOSIT.ERROR.UNDER_MIN_LIMIT)', () => {
    expect(translate('PH.DEPOSIT.ERROR.UNDER_MIN_LIMIT', { min: '10.00 EUR' })).toBe('The minimum deposit is 10.00 EUR');
  });
  it('shows an unknown key as itself rather than nothing', () => {
    expect(translate('PH.ERROR.SOMETHING_NEW')).toBe('PH.ERROR.SOMETHING_NEW');
  });
  it('leaves a missing parameter visible', () => {
    expect(translate('APP.FORM.AMOUNT_HINT', { min: 1 })).toBe('From 1 to {max}');
  });
});
