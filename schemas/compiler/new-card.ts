import type { FlowType, FormParameter } from '../server/v1/types.ts';
import { isCardPart } from './extended-types.ts';

/**
 * The option values a server uses for "pay with a new card" in a saved-card list (the fixture sends `new`). The
 * compiler drops such an option: the saved-card widget's own "New card" choice stands for it, and it sends no card id.
 */
const NEW_CARD_VALUES: ReadonlySet<string> = new Set(['', 'new']);

/** Whether a card field's value names a saved card (not blank, not the "new card" choice). */
export function isSavedCardId(value: unknown): value is string {
  return typeof value === 'string' && !NEW_CARD_VALUES.has(value.trim().toLowerCase());
}

/** Whether a parameter is a saved-card list (type card, or extended_type card_id). */
export function isSavedCardList(param: FormParameter): boolean {
  return param.type === 'card' || param.extended_type === 'card_id';
}

/** Message keys the app translates as the labels of the card fields the compiler adds for "New card". */
export const NEW_CARD_LABELS = { number: 'APP.CARD.NUMBER', expiry: 'APP.CARD.EXPIRY', holder: 'APP.CARD.HOLDER' } as const;

/**
 * The typed-card parameters a saved-card list (type `card`, whose widget offers "New card") needs when the server
 * sent none beside it: card number, expiry month and year (spec section 5: card_exp_* for checkout, month/year
 * otherwise) and cardholder name, all required. Empty when there is no such list or the server sent a card number.
 * The saved-card display rule hides them again while a saved card is chosen (applyCardChoice).
 */
export function newCardParameters(parameters: readonly FormParameter[], flow: FlowType): FormParameter[] {
  if (!parameters.some((param) => param.type === 'card') || parameters.some((param) => isCardPart(param, 'cardPan'))) return [];
  const [month, year] = flow === 'checkout' ? ['card_exp_month', 'card_exp_year'] : ['month', 'year'];
  return [
    { name: 'card_pan', type: 'cardPan', is_required: true, label: NEW_CARD_LABELS.number },
    { name: month, type: 'expirationDate', extended_type: 'card_exp_month', is_required: true, label: NEW_CARD_LABELS.expiry },
    { name: year, type: 'expirationDate', extended_type: 'card_exp_year', is_required: true, label: NEW_CARD_LABELS.expiry },
    { name: 'cardholder_name', type: 'input', extended_type: 'card_cardholder_name', is_required: true, label: NEW_CARD_LABELS.holder },
  ];
}
