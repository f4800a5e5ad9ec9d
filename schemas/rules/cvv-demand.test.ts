import { describe, expect, it } from 'vitest';
import { awaitsRecurringCheck, cvvDemand, needsRecurringCheck, type CvvCard, type CvvDemand, type RecurringCheck } from './cvv-demand.ts';
import { ERROR_KEYS } from './error-keys.ts';

const NEW: CvvCard = { kind: 'new' };
const tokenised: CvvCard = { kind: 'saved', tokenised: true, recurringCheck: { state: 'none' } };
const untokenised = (recurringCheck: RecurringCheck = { state: 'none' }): CvvCard => ({ kind: 'saved', tokenised: false, recurringCheck });
const ASKED: RecurringCheck = { state: 'answered', cvvRequired: true };
const NOT_ASKED: RecurringCheck = { state: 'answered', cvvRequired: false };

// Where the demand is 'required', a blank code gives PH.ERROR.FIELD_REQUIRED (the cvv rule's whenBlank).
describe(`cvvDemand (spec section 5: when the CVV is ${ERROR_KEYS.FIELD_REQUIRED})`, () => {
  it.each<[string, boolean, CvvCard, number | null, CvvDemand]>([
    ['a new card, the field required', true, NEW, 750, 'required'],
    ['a new card, the field optional, above the recurring maximum (no recurring limit on new cards)', false, NEW, 750, 'optional'],
    ['a tokenised card whose method asks for the code', true, tokenised, 50, 'required'],
    ['a tokenised card whose method does not ask, above the recurring maximum', false, tokenised, 750, 'hidden'],
    ['an untokenised card within the recurring maximum', false, untokenised(), 500, 'hidden'],
    ['an untokenised card above the maximum, recurring-check not answered yet', false, untokenised(), 750, 'hidden'],
    ['an untokenised card above the maximum, recurring-check asks for the code', false, untokenised(ASKED), 750, 'required'],
    ['an untokenised card above the maximum, recurring-check does not', false, untokenised(NOT_ASKED), 750, 'hidden'],
    ['an untokenised card above the maximum, recurring-check failed', false, untokenised({ state: 'failed' }), 750, 'required'],
    ['an untokenised card within the maximum, an old answer asking for the code', false, untokenised(ASKED), 50, 'hidden'],
    ['an untokenised card whose method asks for the code', true, untokenised(), 50, 'required'],
    ['an untokenised card, no amount typed', false, untokenised(ASKED), null, 'hidden'],
  ])('%s -> %s', (_, fieldRequired, card, amount, demand) => {
    expect(cvvDemand({ fieldRequired, card, amount, maxRecurringAmount: 500 })).toBe(demand);
  });

  it('never asks above the maximum when the method has no recurring maximum', () => {
    expect(cvvDemand({ fieldRequired: false, card: untokenised(ASKED), amount: 750, maxRecurringAmount: undefined })).toBe('hidden');
  });
});

describe('needsRecurringCheck (POST /user-cards/recurring-check)', () => {
  it.each<[string, CvvCard, number | null, boolean]>([
    ['an untokenised card above the recurring maximum', untokenised(), 750, true],
    ['an untokenised card at the recurring maximum', untokenised(), 500, false],
    ['a tokenised card above it', tokenised, 750, false],
    ['a new card above it', NEW, 750, false],
  ])('%s -> %s', (_, card, amount, needed) => {
    expect(needsRecurringCheck({ card, amount, maxRecurringAmount: 500 })).toBe(needed);
  });
});

describe('awaitsRecurringCheck (no payment goes before the check has said whether the code is due)', () => {
  it.each<[string, CvvCard, number | null, boolean]>([
    ['an untokenised card above the recurring maximum, not answered yet', untokenised(), 750, true],
    ['the same card once recurring-check asked for the code', untokenised(ASKED), 750, false],
    ['the same card once recurring-check did not', untokenised(NOT_ASKED), 750, false],
    ['the same card once recurring-check failed (the code is asked)', untokenised({ state: 'failed' }), 750, false],
    ['an untokenised card within the maximum (no check)', untokenised(), 500, false],
    ['a tokenised card above it (no check)', tokenised, 750, false],
    ['a new card above it', NEW, 750, false],
  ])('%s -> %s', (_, card, amount, waits) => {
    expect(awaitsRecurringCheck({ card, amount, maxRecurringAmount: 500 })).toBe(waits);
  });
});
