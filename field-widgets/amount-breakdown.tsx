import type { ReactNode } from 'react';
import { isolate } from '../schemas/format/bidi.ts';
import { depositBreakdown } from '../schemas/money/deposit-breakdown.ts';
import { formatAmount } from '../schemas/money/format-amount.ts';
import { processingAmount, PROCESSING_PRECISION } from '../schemas/money/processing-amount.ts';
import type { FormMoney } from '../schemas/money/form-money.ts';
import type { CashierFormContext } from './form-context.ts';
import './amount-breakdown.css';

interface AmountBreakdownProps {
  /** The region's id: the amount input names it in its aria-describedby. */
  id: string;
  /** The amount as typed (the field's stored value). */
  amount: string;
  context: CashierFormContext;
}

interface Line {
  term: string;
  value: string;
  /** A second, quieter value under the first (the processing rate). */
  note?: string;
  total?: boolean;
}

/**
 * The lines under the amount (spec sections 3 and 5): the fee, the tax, the total to pay (a withdrawal: what the user
 * receives), the total in the processing currency with its rate, and the bonus earned.
 * Recomputed from the money rules on every keystroke; nothing shows before an amount above zero is typed, and the
 * total only when a fee or a tax makes it differ from the amount.
 * Screen readers hear the lines with the amount field (its description) and, politely, as they change: the region is
 * there, empty, from the first render, because a live region that appears with its text is not announced.
 */
export function AmountBreakdown({ id, amount, context }: AmountBreakdownProps): ReactNode {
  const { money } = context;
  if (money === undefined) return null;
  return (
    <div id={id} aria-live="polite" aria-atomic="true">
      <BreakdownLines amount={amount} money={money} context={context} />
    </div>
  );
}

function BreakdownLines({ amount, money, context }: Omit<AmountBreakdownProps, 'id'> & { money: FormMoney }): ReactNode {
  const { currency, dir, translate } = context;
  const breakdown = depositBreakdown(amount, money.rules, currency.precision);
  if (breakdown === null) return null;
  const format = (value: string): string => formatAmount(value, currency, { dir });
  const lines: Line[] = [];
  if (breakdown.fee !== null) lines.push({ term: translate('APP.FORM.FEE'), value: format(breakdown.fee) });
  if (breakdown.tax !== null) lines.push({ term: translate('APP.FORM.TAX'), value: format(breakdown.tax) });
  if (breakdown.fee !== null || breakdown.tax !== null) {
    // A withdrawal has nothing to pay: the amount leaves the balance, and the user receives it less the fee and tax.
    const [term, value] = money.payout ? (['APP.FORM.RECEIVE', breakdown.received] as const) : (['APP.FORM.TOTAL', breakdown.total] as const);
    lines.push({ term: translate(term), value: format(value), total: true });
  }
  const { processing } = money;
  const charged = processing === undefined ? null : processingAmount(breakdown.total, processing.rate);
  if (processing !== undefined && charged !== null) {
    lines.push({
      term: translate('APP.FORM.PROCESSING', { currency: processing.alpha3 }),
      value: formatAmount(charged, { alpha3: processing.alpha3, precision: PROCESSING_PRECISION }, { dir }),
      note: translate('APP.FORM.RATE', { from: currency.alpha3, rate: String(processing.rate), to: processing.alpha3 }),
    });
  }
  // The sign goes inside the amount's isolate: beside it, a right-to-left line would show "EUR 250.00+" (250 or more).
  if (breakdown.bonus !== null) lines.push({ term: translate('APP.FORM.BONUS'), value: isolate(`+${format(breakdown.bonus)}`, dir ?? 'ltr') });
  if (lines.length === 0) return null;
  return (
    <dl className="breakdown">
      {lines.map(({ term, value, note, total = false }) => (
        <div key={term} className={total ? 'breakdown__line breakdown__line--total' : 'breakdown__line'}>
          <dt>{term}</dt>
          <dd>{value}</dd>
          {note !== undefined && <dd className="breakdown__note">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}
