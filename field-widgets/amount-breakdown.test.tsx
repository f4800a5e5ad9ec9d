// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FSI, PDI, type TextDirection } from '../schemas/format/bidi.ts';
import type { FormMoney } from '../schemas/money/form-money.ts';
import { AmountBreakdown } from './amount-breakdown.tsx';
import type { CashierFormContext } from './form-context.ts';

const NBSP = '\u00a0';

/** A 1 EUR fee and a bonus of 100% up to 250 EUR from 20 EUR. */
const money: FormMoney = {
  rules: { fee: { merchantUserFee: null, methodFee: { percentage: 0, fix: 1 } }, taxTiers: [], bonusTiers: [{ minDepositAmount: 20, percentBonusValue: 100, maxBonusValue: 250 }] },
  bonus: undefined,
  processing: undefined,
  payout: false,
};

/** A withdrawal's: the method's fee 2% + 0.50, no tax up to 100, then 10% + 1 (QA's case). */
const payout: FormMoney = {
  rules: {
    fee: { merchantUserFee: null, methodFee: { percentage: 2, fix: 0.5 } },
    taxTiers: [{ from: 0, to: 100, percent_value: 0, absolute_value: 0 }, { from: 100, to: null, percent_value: 10, absolute_value: 1 }],
    bonusTiers: [],
  },
  bonus: undefined,
  processing: undefined,
  payout: true,
};

/** The breakdown of `amount` on a page of direction `dir`: each line's term and value, in the order shown. */
function linesOf(amount: string, dir: TextDirection, lineMoney: FormMoney = money): Record<string, string> {
  const context: CashierFormContext = { translate: (key) => key, translateServerKey: (key) => key, currency: { alpha3: 'EUR', precision: 2 }, onCardBrand: () => undefined, money: lineMoney, dir };
  render(<AmountBreakdown id="breakdown" amount={amount} context={context} />);
  const lines = screen.getAllByRole('term').map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
  return Object.fromEntries(lines);
}

afterEach(cleanup);

describe('the lines under the amount', () => {
  it('show the bonus with its sign before the amount, left to right as the other lines', () => {
    expect(linesOf('300', 'ltr')).toEqual({ 'APP.FORM.FEE': `1.00${NBSP}EUR`, 'APP.FORM.TOTAL': `301.00${NBSP}EUR`, 'APP.FORM.BONUS': `+250.00${NBSP}EUR` });
  });

  it('right to left, keep the bonus sign inside the isolated amount, so it cannot read as "250 or more"', () => {
    expect(linesOf('300', 'rtl')).toEqual({
      'APP.FORM.FEE': `${FSI}EUR${NBSP}1.00${PDI}`,
      'APP.FORM.TOTAL': `${FSI}EUR${NBSP}301.00${PDI}`,
      // The outer isolate has no strong letter of its own (the amount is isolated inside it): it runs left to right.
      'APP.FORM.BONUS': `${FSI}+${FSI}EUR${NBSP}250.00${PDI}${PDI}`,
    });
  });

  it('on a withdrawal, say what the user receives (the amount less fee and tax), never a total to pay', () => {
    const lines = linesOf('300', 'ltr', payout);
    expect(lines).toEqual({
      'APP.FORM.FEE': `6.50${NBSP}EUR`,
      'APP.FORM.TAX': `21.00${NBSP}EUR`,
      'APP.FORM.RECEIVE': `272.50${NBSP}EUR`,
    });
  });
});
