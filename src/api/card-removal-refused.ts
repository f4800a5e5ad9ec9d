/**
 * DELETE /user-cards answered and said no (`success: false`): the server's word that the card is still saved. Apart
 * from the call (delete-user-card.ts), so the card form can tell a refusal without carrying the call's code.
 */
export class CardRemovalRefused extends Error {
  override readonly name = 'CardRemovalRefused';
}
