import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { formatAmount } from '../../money/format-amount.ts';
import { NBSP } from '../../money/format-digits.ts';
import { buildSubmission } from '../../payload/build-submission.ts';
import { toJson } from '../../payload/exact-number.ts';
import { browserData } from '../../payload/browser-data.ts';
import { TEST_BROWSER } from '../../payload/browser-data.testing.ts';
import type { Limits } from '../../server/v1/types.ts';
import { ruleErrors } from '../../validators/rjsf-validator.ts';
import { compileForm } from '../compile-form.ts';

interface AmountCase {
  name: string;
  precision: number;
  limits: Limits;
  preset: number | null;
  /** What the user typed over the preset, if anything. */
  typed?: string;
  /** The amount field's start value, exactly. */
  initial: string;
  shown: string;
  /** The amount as written in the submit body, or the error key that keeps it from being sent. */
  sent: string;
}

const BTC = 8;
const CASES: readonly AmountCase[] = [
  { name: 'a BTC preset below 1e-6', precision: BTC, limits: { min_amount: 1e-7, max_amount: 1 }, preset: 5e-7, initial: '0.0000005', shown: '0.00000050 BTC', sent: '0.0000005' },
  { name: 'one satoshi, the minimum', precision: BTC, limits: { min_amount: 1e-8, max_amount: 1 }, preset: 1e-8, initial: '0.00000001', shown: '0.00000001 BTC', sent: '0.00000001' },
  { name: 'half a satoshi under a satoshi minimum', precision: 10, limits: { min_amount: 1e-8, max_amount: 1 }, preset: null, typed: '0.000000005', initial: '0.00000001', shown: '0.0000000050 BTC', sent: 'PH.DEPOSIT.ERROR.UNDER_MIN_LIMIT' },
  { name: 'a 1e21 preset without a maximum', precision: 2, limits: { min_amount: 1, max_amount: 0 }, preset: 1e21, initial: '1000000000000000000000', shown: '1 000 000 000 000 000 000 000.00 BTC', sent: '1000000000000000000000' },
  { name: '22 digits typed up to a 1e21 maximum', precision: 2, limits: { min_amount: 1, max_amount: 1e21 }, preset: null, typed: '999999999999999999999.99', initial: '1', shown: '999 999 999 999 999 999 999.99 BTC', sent: '999999999999999999999.99' },
  { name: 'a cent above a 1e21 maximum, which a double cannot tell apart', precision: 2, limits: { min_amount: 1, max_amount: 1e21 }, preset: null, typed: '1000000000000000000000.01', initial: '1', shown: '1 000 000 000 000 000 000 000.01 BTC', sent: 'PH.DEPOSIT.ERROR.ABOVE_MAX_LIMIT' },
  { name: '12 integer and 10 decimal digits, beyond a double', precision: 10, limits: { min_amount: 1, max_amount: 0 }, preset: null, typed: '123456789012.1234567891', initial: '1', shown: '123 456 789 012.1234567891 BTC', sent: '123456789012.1234567891' },
  { name: 'a preset of 0.3, not 0.30000000000000004', precision: 2, limits: { min_amount: 0.1, max_amount: 1 }, preset: 0.3, initial: '0.3', shown: '0.30 BTC', sent: '0.3' },
];

describe('amounts stay exact from the server to the screen to the payload', () => {
  it.each(CASES)('$name', ({ precision, limits, preset, typed, initial, shown, sent }) => {
    const currency = { currency_id: 1, name: 'Bitcoin', alpha3: 'BTC', iso_number: 0, precision };
    const form = compileForm([{ name: 'amount', type: 'amount' }], { flow: 'deposit', currency, limits, presetAmount: preset, amountDecimals: precision }, fieldTypes);
    expect(form.formData['amount']).toBe(initial);
    const amount = typed ?? initial;
    // Written with plain spaces; the screen groups digits with no-break spaces.
    expect(formatAmount(amount, currency)).toBe(shown.replaceAll(' ', NBSP));
    const errors = ruleErrors(form.schema, { amount }).map(({ name }) => name);
    const payload = buildSubmission({ fields: form.fields, values: { amount }, currency: 'BTC', browserData: browserData(TEST_BROWSER), fingerprint: 'fp' });
    expect(errors.length > 0 ? errors.join() : toJson(payload.amount)).toBe(sent);
  });
});

describe('the withdrawal preset clamp (spec section 5)', () => {
  const limits: Limits = { min_amount: 20, max_amount: 500 };
  it.each([
    ['a preset within the limits stays', 'withdrawal', 100, '100'],
    ['a preset above the maximum is capped by it', 'withdrawal', 900, '500'],
    ['a preset not above the minimum gives the maximum', 'withdrawal', 20, '500'],
    ['no preset starts at the minimum, as any flow', 'withdrawal', null, '20'],
    ['a deposit preset above the maximum falls back to the minimum instead', 'deposit', 900, '20'],
  ] as const)('%s', (_, flow, preset, initial) => {
    const form = compileForm(
      [{ name: 'amount', type: 'amount' }],
      { flow, currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 }, limits, presetAmount: preset },
      fieldTypes,
    );
    expect(form.formData['amount']).toBe(initial);
  });
});

describe('an amount typed before the form was drawn afresh (a verification step reloaded)', () => {
  const limits: Limits = { min_amount: 20, max_amount: 500 };
  it.each([
    ['comes back as typed, over the preset', 100, '300', '300'],
    ['is not clamped as a preset is (the minimum typed stays the minimum)', 100, '20', '20'],
    ['keeps every digit typed', null, '20.50', '20.50'],
    ['none: the preset, as ever', 100, null, '100'],
  ] as const)('%s', (_, preset, typedAmount, initial) => {
    const form = compileForm(
      [{ name: 'amount', type: 'amount' }],
      { flow: 'withdrawal', currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 }, limits, presetAmount: preset, typedAmount },
      fieldTypes,
    );
    expect(form.formData['amount']).toBe(initial);
  });
});
