import { describe, expect, it } from 'vitest';
import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { withdrawal } from '../../flows/withdrawal.ts';
import { FSI, PDI } from '../../../schemas/format/bidi.ts';
import { NBSP } from '../../../schemas/money/format-digits.ts';
import { sessionStore } from '../../store/session-store.ts';
import { methodInfoLine, methodUnavailableLine } from './method-info.ts';
import type { DisabledReason } from '../../../schemas/methods/disabled-reason.ts';

/** Lines are written with plain spaces inside amounts; formatted, those gaps are no-break spaces. */
const amounts = (line: string): string => line.replace(/\d[\d .]*\d EUR/g, (amount) => amount.replaceAll(' ', NBSP));

const card: PayGroup = {
  id: 101,
  short_name: 'card',
  public_name: 'Visa / Mastercard',
  action_type: 'Activity',
  display_limits: true,
  currencies: [
    {
      currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
      limits: { min_amount: 10, max_amount: 5000 },
      fee: { percentage: 2.5, fix: 0.3 },
      processing_time_translation_key: 'PH.PROCESSING_TIME.INSTANT',
    },
  ],
};

describe('methodInfoLine', () => {
  it('joins limits, processing time and fee with a bullet for deposits', () => {
    expect(methodInfoLine(card, ' • ')).toBe(amounts('10.00 EUR – 5 000.00 EUR • Instant • Fee 2.5% + 0.30 EUR'));
  });
  it('joins with a semicolon for withdrawals (the withdrawal flow\'s separator)', () => {
    expect(methodInfoLine(card, withdrawal.infoSeparator)).toBe(amounts('10.00 EUR – 5 000.00 EUR; Instant; Fee 2.5% + 0.30 EUR'));
  });
  it('replaces processing time and fee with the lost-profit text', () => {
    expect(methodInfoLine(card, ' • ', { pay_group_ids: [101], text: 'PH.LOST_PROFIT.EXTRA_PERCENT', props: { percent: 5 } })).toBe(
      amounts('10.00 EUR – 5 000.00 EUR • Get 5% extra with this method'),
    );
  });
  it('ends with "Bonus included" for a method a bonus of the user comes with (spec section 9)', () => {
    expect(methodInfoLine(card, ' • ', null, 'ltr', true)).toBe(amounts('10.00 EUR – 5 000.00 EUR • Instant • Fee 2.5% + 0.30 EUR • Bonus included'));
  });
  it('shows no limits when display_limits is off', () => {
    expect(methodInfoLine({ ...card, display_limits: false }, ' • ')).toBe(amounts('Instant • Fee 2.5% + 0.30 EUR'));
  });
});

describe('methodInfoLine on a right-to-left page', () => {
  it('swaps and isolates every amount, so the range and the separator cannot scramble them', () => {
    const iso = (amount: string): string => `${FSI}${amount.replaceAll(' ', NBSP)}${PDI}`;
    expect(methodInfoLine(card, ' • ', null, 'rtl')).toBe(`${iso('EUR 10.00')} – ${iso('EUR 5 000.00')} • Instant • Fee 2.5% + ${iso('EUR 0.30')}`);
  });
});

describe('methodUnavailableLine (spec section 4: restriction message 12 h / 1 h, limit, not enabled)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const restricted = (until: string): DisabledReason => ({ kind: 'restricted', until });
  it.each<[string, DisabledReason, string | RegExp]>([
    ['under 1 h: minutes left', restricted('2026-11-22T12:30:00Z'), 'Available in 30 min'],
    ['between 1 and 12 h: the time', restricted('2026-11-22T17:00:00Z'), /^Available at \d\d:\d\d$/],
    ['over 12 h: the day and month as English writes them, and the time', restricted('2026-11-25T12:00:00Z'), /^Available on 25\/11 at \d\d:\d\d$/],
    ['limit reached', { kind: 'limit-reached' }, 'Limit reached for this method'],
    ['not enabled: unavailable', { kind: 'not-enabled' }, 'Unavailable'],
  ])('%s', (_, reason, expected) => {
    const line = methodUnavailableLine(reason, now);
    if (typeof expected === 'string') expect(line).toBe(expected);
    else expect(line).toMatch(expected);
  });

  it('writes the date as the page\'s language does (a Russian page: 25.11)', () => {
    sessionStore.language = 'ru';
    try {
      expect(methodUnavailableLine(restricted('2026-11-25T12:00:00Z'), now)).toMatch(/^Available on 25\.11 at \d\d:\d\d$/);
    } finally {
      sessionStore.language = 'en';
    }
  });
});
