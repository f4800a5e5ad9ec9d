import { describe, expect, it } from 'vitest';
import { payGroup } from '../../../schemas/methods/pay-group.testing.ts';
import type { ResultStatus } from '../../../schemas/results/result-route.ts';
import type { FlowType } from '../../../schemas/server/v1/types.ts';
import type { View } from '../../app/route-table.ts';
import { amountOf, outcomeToast, tellsOutcome, type Outcome } from './outcome-notice.ts';

const jpy = payGroup(7, {
  currencies: [{ currency: { currency_id: 392, name: 'Yen', alpha3: 'JPY', iso_number: 392, precision: 0 }, limits: { min_amount: 1, max_amount: 100_000 } }],
});

describe('tellsOutcome: a pushed final status is told where no page is about to show it', () => {
  it.each<[string, ResultStatus, View | null, boolean, boolean]>([
    ['success on the method form', 'success', 'methodForm', false, true],
    ['a decline on the method form', 'error', 'methodForm', false, true],
    ['success on the method list', 'success', 'methodList', false, true],
    ['success on the display form', 'success', 'displayForm', false, true],
    ['success under an overlay of the form', 'success', 'overlay', false, true],
    ['success on an address no route knows', 'success', null, false, true],
    ['success while the form sends a payment: its answer shows the result', 'success', 'methodForm', true, false],
    ['success on a result page', 'success', 'result', false, false],
    ['success on the 3-D Secure return', 'success', 'threeDsResult', false, false],
    ['success on a provider return', 'error', 'paymentsReturn', false, false],
    ['processing on the form: no outcome yet', 'processing', 'methodForm', false, false],
    ['await on the form: no outcome yet', 'await', 'methodForm', false, false],
  ])('%s', (_name, status, view, submitting, told) => expect(tellsOutcome(status, { view, submitting })).toBe(told));
});

describe('amountOf: the payment amount as the cashier shows amounts', () => {
  it('uses the decimals the init answer lists for the currency', () => {
    expect(amountOf({ amount: 250, currency: 'USD' }, [], 'ltr')).toBe('250.00\u00a0USD');
    expect(amountOf({ amount: 1500, currency: 'JPY' }, [jpy], 'ltr')).toBe('1\u00a0500\u00a0JPY');
  });

  it('isolates the amount, currency first, in right-to-left text', () => expect(amountOf({ amount: 250, currency: 'USD' }, [], 'rtl')).toBe('\u2068USD\u00a0250.00\u2069'));

  it('is null when the payment had no amount or currency', () => {
    expect(amountOf({ amount: null, currency: 'USD' }, [], 'ltr')).toBeNull();
    expect(amountOf({ amount: 250, currency: null }, [], 'ltr')).toBeNull();
  });
});

describe('outcomeToast: one sentence naming the outcome, kept until dismissed', () => {
  it.each<[FlowType, Outcome, string]>([
    ['deposit', 'success', 'Your deposit of 250.00 USD went through.'],
    ['deposit', 'error', 'Your deposit of 250.00 USD was declined. No money was taken.'],
    ['routing', 'success', 'Your deposit of 250.00 USD went through.'],
    ['withdrawal', 'success', 'Your withdrawal of 250.00 USD went through.'],
    ['withdrawal', 'error', 'Your withdrawal of 250.00 USD was declined. Your balance is unchanged.'],
    ['checkout', 'success', 'Your payment of 250.00 USD went through.'],
    ['checkout', 'error', 'Your payment of 250.00 USD was declined. No money was taken.'],
  ])('%s %s', (flow, outcome, text) => expect(outcomeToast(flow, outcome, '250.00 USD')).toEqual({ kind: outcome, text, autoHideMs: null }));

  it('names no amount when there was none', () => {
    expect(outcomeToast('deposit', 'success', null).text).toBe('A payment you sent went through.');
    expect(outcomeToast('checkout', 'error', null)).toEqual({ kind: 'error', text: 'A payment you sent was declined.', autoHideMs: null });
  });
});
