import type { FlowType } from '../server/v1/types.ts';

/** The name of the card-save checkbox (spec section 3: save_card, default true). */
export const CARD_SAVE_BOX = 'save_card';

/** Spec section 2: the card-save checkbox shows on checkout only; a deposit or payout form leaves it out. */
export function showsCardSaveBox(fieldName: string, flow: FlowType): boolean {
  return fieldName !== CARD_SAVE_BOX || flow === 'checkout';
}
