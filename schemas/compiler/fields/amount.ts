import { DEFAULT_AMOUNT_DIGITS, rule as amount } from '../../rules/amount.ts';
import { presetAmount } from '../../money/preset-amount.ts';
import type { FieldCompiler } from '../field-type.ts';
import { baseField, serverPattern } from './base-field.ts';

/** `amount`: always named amount, required, within the limits (spec sections 3 and 5); starts at the preset. */
export const amountField: FieldCompiler = (input) => {
  const { context } = input;
  const { limits, flow } = context;
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
        digits: { integer: DEFAULT_AMOUNT_DIGITS.integer, decimal: context.amountDecimals ?? DEFAULT_AMOUNT_DIGITS.decimal },
        ...(flow === 'withdrawal' && context.userBalance !== undefined ? { balance: context.userBalance } : {}),
      }),
      ...serverPattern(context.amountPattern ?? input.param.regexp, input.report),
    },
    autocomplete: 'transaction-amount',
    options: { inputMode: 'decimal', amountBlocks: context.amountBlocks ?? [] },
    initial: String(presetAmount(limits, context.presetAmount, context.amountBlocks)),
  });
};
