import { describe, expect, it } from 'vitest';
import { compileForm } from '../compiler/compile-form.ts';
import type { FieldTypeTable } from '../compiler/field-type.ts';
import { amountField } from '../compiler/fields/amount.ts';
import { inputField } from '../compiler/fields/input.ts';
import { rule as payoutReceived, type PayoutCharges } from '../rules/payout-received.ts';
import { withPayoutCharges } from './payout-charges.ts';

const TYPES: FieldTypeTable = { amount: { compile: amountField }, input: { compile: inputField } };
const CONTEXT = { flow: 'withdrawal' as const, currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 }, limits: { min_amount: 1, max_amount: 100 } };
const CHARGES: PayoutCharges = { fee: { methodFee: { percentage: 0, fix: 5 } }, taxTiers: [], precision: 2 };

describe('withPayoutCharges', () => {
  it('adds the payoutReceived rule to the amount, keeping its other rules', () => {
    const form = compileForm([{ name: 'amount', type: 'amount', data_type: 'Float', is_required: true, label: 'Amount' }], CONTEXT, TYPES);
    const rule = withPayoutCharges(form, CHARGES).schema.properties['amount']?.['x-rule'];
    expect(payoutReceived.read(rule)).toEqual(CHARGES);
    expect(Object.keys(rule ?? {})).toEqual([...Object.keys(form.schema.properties['amount']?.['x-rule'] ?? {}), 'payoutReceived']);
  });

  it('leaves a form without an amount as it came', () => {
    const form = compileForm([{ name: 'account', type: 'input', data_type: 'String', is_required: true, label: 'Account' }], CONTEXT, TYPES);
    expect(withPayoutCharges(form, CHARGES)).toBe(form);
  });
});
