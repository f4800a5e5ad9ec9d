import type { AmountLimits } from '../rules/amount.ts';
import type { CvvLength } from '../rules/cvv.ts';
import type { FlowType } from '../server/v1/types.ts';

/** A FieldRule with its context resolved from the form, as the precompiled field-rule validator reads it. */
export interface ResolvedRule {
  required?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  cardNumber?: boolean;
  /** Present when the expiry rule applies: "now" in epoch milliseconds, so the check is reproducible. */
  expiry?: number;
  /** Present when the cvv rule applies: the code length the brand of the form's card number asks for. */
  cvv?: CvvLength;
  cardholderName?: boolean;
  amount?: AmountLimits & { flow: FlowType };
}

/** The pair the precompiled field-rule validator checks. `value` is null, never undefined, when nothing was entered. */
export interface RuleCheck {
  value: unknown;
  rule: ResolvedRule;
}

/** `$data` pointer from the `value` location to one rule parameter. */
function ruleParam(name: keyof ResolvedRule): { $data: string } {
  return { $data: `1/rule/${name}` };
}

/**
 * The one schema every field value is checked with: its parameters are read from the data with `$data`, so it is
 * compiled once at build time and never in the browser. A blank value only meets the required check, which is how a
 * non-required empty value passes every other rule.
 */
export const fieldRuleSchema = {
  $id: 'cashier/field-rule',
  type: 'object',
  required: ['value', 'rule'],
  properties: {
    rule: { type: 'object' },
    value: {
      if: { blank: true },
      then: { filled: ruleParam('required') },
      else: {
        pattern: ruleParam('pattern'),
        minLength: ruleParam('minLength'),
        maxLength: ruleParam('maxLength'),
        cardNumber: ruleParam('cardNumber'),
        expiry: ruleParam('expiry'),
        cvv: ruleParam('cvv'),
        cardholderName: ruleParam('cardholderName'),
        amountLimits: ruleParam('amount'),
      },
    },
  },
} as const;
