import { describe, expect, it } from 'vitest';
import { PRESETS, presetById } from './presets.ts';

describe('the recorded presets carry what the recording says of the method', () => {
  it('its flow, currency, limits and the countries of its phone field (withdrawal-phone)', () => {
    const preset = presetById('withdrawal-phone:541');
    expect(preset).toMatchObject({ flow: 'withdrawal', currency: { alpha3: 'USD', precision: 2 }, limits: { min: 2, max: 1000 } });
    expect(preset?.phoneCountries?.map((country) => country.iso)).toEqual(['KE', 'UG', 'NG']);
  });

  it('the balance of a withdrawal, which its amount is checked against (withdrawal-above-balance)', () => {
    expect(presetById('withdrawal-above-balance:501')?.userBalance).toBeTypeOf('number');
  });

  it('a checkout\'s flow (checkout-card)', () => {
    expect(presetById('checkout-card:101')?.flow).toBe('checkout');
  });

  it('one preset per answer: a method answered twice gives a second, by its own id', () => {
    const ids = PRESETS.map((preset) => preset.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(presetById('withdrawal-card:501#2')?.label).toBe('withdrawal-card · method 501 (answer 2)');
  });
});
