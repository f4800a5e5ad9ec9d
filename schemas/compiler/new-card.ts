/**
 * The option values a server uses for "pay with a new card" in a saved-card list (the fixture sends `new`). The
 * compiler drops such an option: the saved-card widget's own "New card" choice stands for it, and it sends no card id.
 */
const NEW_CARD_VALUES: ReadonlySet<string> = new Set(['', 'new']);

/** Whether a card field's value names a saved card (not blank, not the "new card" choice). */
export function isSavedCardId(value: unknown): value is string {
  return typeof value === 'string' && !NEW_CARD_VALUES.has(value.trim().toLowerCase());
}
