// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CashierApiError } from '../../api/api-error.ts';
import { CardRemovalRefused } from '../../api/card-removal-refused.ts';
import { closeErrorPopup, errorPopupStore } from '../../error-popup/error-popup-store.ts';
import { useSavedCardDeletion } from './use-saved-card-deletion.ts';

const deleteUserCard = vi.fn<(sessionId: string, cardId: string) => Promise<unknown>>();
// The form's deferred chunk, with its real removalFailure and a stand-in for the call.
vi.mock('./form-actions-chunk.ts', async () => {
  const { removalFailure } = await import('../card-removal/removal-failure.ts');
  return { formActions: { load: () => Promise.resolve({ deleteUserCard, removalFailure }) } };
});

afterEach(() => {
  vi.restoreAllMocks();
  closeErrorPopup();
});

describe('useSavedCardDeletion: the card form tells a failed deletion as the account pages do (removal-failure.ts)', () => {
  it.each<[string, unknown, boolean]>([
    ['a refusal (success: false), the server\'s answer, is no error to report', new CardRemovalRefused('deleteUserCard: the server answered success: false'), false],
    ['a failed call is reported', new CashierApiError('deleteUserCard', { kind: 'HTTP_ERROR', status: 500 }), true],
  ])('%s; the card stays and the popup says it could not be deleted', async (_, error, reported) => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    deleteUserCard.mockRejectedValueOnce(error);
    const { result } = renderHook(() => useSavedCardDeletion(`s-${String(reported)}`));
    await act(async () => {
      result.current.onDeleteCard('crd_1');
      await vi.waitFor(() => expect(errorPopupStore.open).toBe(true));
    });
    expect(errorPopupStore.message).toBe('The card could not be deleted. Please try again later.');
    expect(result.current.deleted.has('crd_1')).toBe(false);
    expect(console).toHaveBeenCalledTimes(reported ? 1 : 0);
  });
});
