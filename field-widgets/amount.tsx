import type { ReactNode } from 'react';
import { maskAmount, shownAmount, ungroupPasted } from '../schemas/format/amount.ts';
import { plainDecimal } from '../schemas/money/decimal.ts';
import { formatAmount } from '../schemas/money/format-amount.ts';
import { formatMax } from '../schemas/money/limits-info-parts.ts';
import { rule as amountRule } from '../schemas/rules/amount.ts';
import { AmountBreakdown } from './amount-breakdown.tsx';
import { MaskedInput, type CashierWidgetProps, type Mask } from './masked-input.tsx';

function amountBlocks(options: CashierWidgetProps['options']): number[] {
  const blocks: unknown = options['amountBlocks'];
  return Array.isArray(blocks) ? blocks.filter((block): block is number => typeof block === 'number') : [];
}

/** Amount with the currency, a min-max hint and quick amount blocks. */
export function AmountWidget(props: CashierWidgetProps): ReactNode {
  const { translate, currency, dir } = props.registry.formContext;
  const limits = amountRule.read((props.schema as { 'x-rule'?: Readonly<Record<string, unknown>> })['x-rule']);
  const mask: Mask = (typed, previous) => {
    const text = ungroupPasted(typed, previous);
    const value = maskAmount(text, currency.precision, limits?.digits?.integer);
    return { value, display: shownAmount(text, value, currency.precision) };
  };
  // A fixed amount (a checkout's order) needs no range: the field holds it.
  const range = limits !== undefined && limits.min !== limits.max ? limits : undefined;
  const hintId = `${props.id}__hint`;
  const breakdownId = `${props.id}__breakdown`;
  const blocks = amountBlocks(props.options);
  return (
    <>
      <MaskedInput
        widget={props}
        mask={mask}
        inputMode="decimal"
        describedBy={range === undefined ? breakdownId : `${hintId} ${breakdownId}`}
        adornment={<span className="currency">{currency.alpha3}</span>}
      />
      {range !== undefined && (
        <p id={hintId} className="hint">
          {translate('APP.FORM.AMOUNT_HINT', {
            min: formatAmount(range.min, currency, { dir }),
            max: formatMax(range.max, currency, { dir }),
          })}
        </p>
      )}
      {blocks.length > 0 && (
        <div className="amount-blocks" role="group" aria-label={translate('APP.FORM.AMOUNT_BLOCKS')}>
          {blocks.map((block) => {
            const value = plainDecimal(block) ?? '';
            return (
              <button key={value} type="button" className="chip" aria-pressed={props.value === value} onClick={() => props.onChange(value)}>
                {formatAmount(block, currency, { dir })}
              </button>
            );
          })}
        </div>
      )}
      <AmountBreakdown id={breakdownId} amount={typeof props.value === 'string' ? props.value : ''} context={props.registry.formContext} />
    </>
  );
}
