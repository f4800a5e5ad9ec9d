import type { ChosenCard } from '../../schemas/payout/chosen-card.ts';

/** The card picked on the withdrawal card list, for the method whose form opens next; card ids only, never card data. */
let chosen: { payGroupId: number; card: ChosenCard } | null = null;

/** The user picked a saved card (or a new one) for this method on the card list. */
export function choosePayoutCard(payGroupId: number, cardId: string | null): void {
  chosen = { payGroupId, card: { cardId } };
}

/** The card picked for this method, if the user came through the card list. */
export function chosenPayoutCard(payGroupId: number): ChosenCard | null {
  return chosen?.payGroupId === payGroupId ? chosen.card : null;
}

/** A method opened from the list starts without a card picked for an earlier visit of the card list. */
export function forgetPayoutCard(): void {
  chosen = null;
}
