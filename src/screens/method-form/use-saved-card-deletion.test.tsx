// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CashierApiError } from '../../api/api-error.ts';
import { CardRemovalRefused } from '../../api/card-removal-refused.ts';
import { closeErrorPopup, errorPopupStore } from '../../error-popup/error-popup-store.ts';
import { useSavedCardDeletion } from './use-saved-card-deletion.ts';

const { deleteUserCard, getUserCards } = vi.hoisted(() => ({
  deleteUserCard: vi.fn<(sessionId: string, cardId: string) => Promise<unknown>>(),
  getUserCards: vi.fn<(sessionId: string) => Promise<{ cards: { card_id: string }[] }>>(),
}));
vi.mock('../../api/delete-user-card.ts', () => ({ deleteUserCard }));
vi.mock('../../api/user-cards.ts', () => ({ getUserCards }));
// The form's deferred chunk, with its real removeSavedCard (and removalFailure) over stand-ins for the calls.
vi.mock('./form-actions-chunk.ts', async () => {
  const { removeSavedCard } = await import('./saved-card-removal.ts');
  return { formActions: { load: () => Promise.resolve({ removeSavedCard }) } };
});

afterEach(() => {
  vi.restoreAllMocks();
  getUserCards.mockReset();
  closeErrorPopup();
});

const TIMEOUT = new CashierApiError('deleteUserCard', { kind: 'TIMEOUT_ERROR', afterMs: 30000 });
const UNCHECKED = new CashierApiError('deleteUserCard', { kind: 'PAYLOAD_INVALID', details: 'its validator did not load' });
const REFUSED = 'The payment server refused to remove Mastercard •••• 4444. It is still saved.';
const UNKNOWN = 'We could not confirm whether Mastercard •••• 4444 was removed. Your saved cards are shown as they are now.';
const FAILED = 'The card could not be deleted. Please try again later.';

describe('useSavedCardDeletion: the card form tells a failed deletion as the account pages do (removal-failure.ts)', () => {
  it.each<[string, unknown, { card_id: string }[] | null, string, boolean, boolean]>([
    ['a refusal (success: false), the server\'s answer: still saved, no error to report', new CardRemovalRefused('success: false'), null, REFUSED, false, false],
    ['a failed call: could not be deleted, reported', new CashierApiError('deleteUserCard', { kind: 'HTTP_ERROR', status: 500 }), null, FAILED, false, true],
    ['a timeout, the list asked again no longer holds it: not confirmed, and it leaves', TIMEOUT, [{ card_id: 'crd_2' }], UNKNOWN, true, true],
    ['a 200 whose validator did not load, the list still holds it: not confirmed, and it stays', UNCHECKED, [{ card_id: 'crd_1' }], UNKNOWN, false, true],
  ])('%s', async (name, error, listed, text, gone, reported) => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    deleteUserCard.mockRejectedValueOnce(error);
    if (listed !== null) getUserCards.mockResolvedValueOnce({ cards: listed });
    const { result } = renderHook(() => useSavedCardDeletion(`s-${name}`));
    await act(async () => {
      result.current.onDeleteCard('crd_1', 'Mastercard •••• 4444');
      await vi.waitFor(() => expect(errorPopupStore.open).toBe(true));
    });
    expect(errorPopupStore.message).toBe(text);
    expect(getUserCards).toHaveBeenCalledTimes(listed === null ? 0 : 1);
    expect(result.current.deleted.has('crd_1')).toBe(gone);
    expect(console).toHaveBeenCalledTimes(reported ? 1 : 0);
  });
});
