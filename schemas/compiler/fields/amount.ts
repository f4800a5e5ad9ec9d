import { DEFAULT_AMOUNT_DIGITS, rule as amount } from '../../rules/amount.ts';
import { plainDecimal } from '../../money/decimal.ts';
import { presetAmount } from '../../money/preset-amount.ts';
import { withdrawalAmount } from '../../money/withdrawal-amount.ts';
import type { FieldCompiler } from '../field-type.ts';
import { baseField, serverPattern } from './base-field.ts';

/** Integer digits of a server amount, written out exactly (1e21 has 22). */
function integerDigits(value: number): number {
  return (plainDecimal(Math.abs(value)) ?? '').split('.')[0]?.length ?? 0;
}

/** `amount`: always named amount, required, within the limits (spec sections 3 and 5); starts at the preset. */
export const amountField: FieldCompiler = (input) => {
  const { context } = input;
  const { limits, flow } = context;
  // A withdrawal's preset is clamped to the limits (spec section 5) rather than replaced by a block or the minimum.
  const preset =
    flow === 'withdrawal' && typeof context.presetAmount === 'number'
      ? withdrawalAmount(context.presetAmount, limits)
      : presetAmount(limits, context.presetAmount, context.amountBlocks);
  // The spec's 12 integer digits, unless the server's own maximum or preset has more: its numbers are never cut.
  const integer = Math.max(DEFAULT_AMOUNT_DIGITS.integer, integerDigits(limits.max_amount), integerDigits(preset));
  return baseField(input, {
    name: 'amount',
    role: 'amount',
    required: true,
    noServerPattern: true,
    rule: {
      ...amount.with({
        min: limits.min_amount,
        max: limits.max_amount,
        flow,
        digits: { integer, decimal: context.amountDecimals ?? DEFAULT_AMOUNT_DIGITS.decimal },
        ...(flow === 'withdrawal' && context.userBalance !== undefined ? { balance: context.userBalance } : {}),
      }),
      ...serverPattern(context.amountPattern ?? input.param.regexp, input.report),
    },
    autocomplete: 'transaction-amount',
    options: { inputMode: 'decimal', amountBlocks: context.amountBlocks ?? [] },
    initial: context.typedAmount ?? plainDecimal(preset) ?? '',
  });
};
