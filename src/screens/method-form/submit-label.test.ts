import { describe, expect, it } from 'vitest';
import { submitLabelOf } from './submit-label.ts';

const EUR = { alpha3: 'EUR', precision: 2 };

describe('the submit button label', () => {
  it('names the amount in its currency once it is a positive number', () => {
    const label = submitLabelOf('APP.FORM.SUBMIT', EUR, 'ltr');
    expect(label('25.5')).toBe('Deposit 25.50\u00a0EUR');
    expect(label('0')).toBe('Deposit');
    expect(label('abc')).toBe('Deposit');
    expect(label(undefined)).toBe('Deposit');
  });

  it('follows each new amount, also back to one it showed before', () => {
    const label = submitLabelOf('APP.WITHDRAWAL.SUBMIT', EUR, 'ltr');
    expect(label('10')).toBe(label('10'));
    expect(label('10')).toContain('10.00');
    expect(label('12')).toContain('12.00');
    expect(label('10')).toContain('10.00');
  });

  it('puts the currency on the left of the amount in right-to-left text', () => {
    expect(submitLabelOf('APP.FORM.SUBMIT', EUR, 'rtl')('7')).toContain('EUR\u00a07.00');
  });
});
