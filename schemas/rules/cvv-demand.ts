/** The answer of POST /user-cards/recurring-check for the chosen card and amount, as the CVV rule reads it. */
export type RecurringCheck =
  | { state: 'none' }
  | { state: 'answered'; cvvRequired: boolean }
  /** The call failed: the code is asked, so the payment can still go through. */
  | { state: 'failed' };

/** The card a form pays with, as the CVV rule reads it (spec sections 3 and 5). */
export type CvvCard =
  | { kind: 'new' }
  /** A saved card; `tokenised` is its is_card_token_active from GET /user-cards. */
  | { kind: 'saved'; tokenised: boolean; recurringCheck: RecurringCheck };

export interface CvvDemandInput {
  /** The method's CVV field is_required: the method asks for the code. */
  fieldRequired: boolean;
  card: CvvCard;
  /** The amount typed, or null when it is no number yet. */
  amount: number | null;
  /** limits.max_recurring_amount of the method. */
  maxRecurringAmount: number | undefined;
}

/** Whether the CVV field shows, and whether it must be filled. */
export type CvvDemand = 'required' | 'optional' | 'hidden';

/** Spec section 5: above the recurring maximum an untokenised saved card may need its code; the recurring-check call decides. */
export function needsRecurringCheck({ card, amount, maxRecurringAmount }: Omit<CvvDemandInput, 'fieldRequired'>): boolean {
  return card.kind === 'saved' && !card.tokenised && amount !== null && maxRecurringAmount !== undefined && amount > maxRecurringAmount;
}

/**
 * The recurring check is needed and has not answered yet: until it does, nobody knows whether the saved card's code is
 * due, so the form does not send (a payment that needed the code would otherwise go without it).
 */
export function awaitsRecurringCheck(input: Omit<CvvDemandInput, 'fieldRequired'>): boolean {
  return needsRecurringCheck(input) && input.card.kind === 'saved' && input.card.recurringCheck.state === 'none';
}

/**
 * Spec section 5, CVV: required when the field is required, or when the amount exceeds the recurring maximum for an
 * untokenised saved card (is_card_token_active false) and the recurring-check call asks for it (or fails); always
 * shown for a tokenised card whose method asks for it. A new card shows the field, required as the field says. A saved
 * card whose code is not asked shows no CVV field.
 */
export function cvvDemand(input: CvvDemandInput): CvvDemand {
  const { fieldRequired, card } = input;
  if (card.kind === 'new') return fieldRequired ? 'required' : 'optional';
  if (fieldRequired) return 'required';
  if (!needsRecurringCheck(input)) return 'hidden';
  switch (card.recurringCheck.state) {
    case 'none':
      return 'hidden';
    case 'answered':
      return card.recurringCheck.cvvRequired ? 'required' : 'hidden';
    case 'failed':
      return 'required';
    default: {
      const unknown: never = card.recurringCheck;
      return unknown;
    }
  }
}
