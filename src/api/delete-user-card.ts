import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { Payload } from '../../schemas/server/v1/payloads.ts';
import type { CashierApiError } from './api-error.ts';
import { send } from './endpoint.ts';
import { isUserCardsKey } from './user-cards.ts';

/** What DELETE /user-cards answers: free-form, any JSON object (the fixture sends `{ success: true }`). */
export type DeleteUserCardAnswer = Payload<'userCardDeleted'>;

/** DELETE /user-cards with the card id, withholding_type Payment (spec section 7), a mutation: forgets a saved card. */
export function deleteUserCard(sessionId: string, cardId: string): Promise<DeleteUserCardAnswer> {
  const body = { card_id: cardId, withholding_type: 'Payment' };
  return send(sessionId, { kind: 'mutation', name: 'deleteUserCard', method: 'DELETE', path: '/user-cards', payload: 'userCardDeleted', body });
}

type DeleteKey = readonly ['deleteUserCard', string];

/** Deletes a saved card: `trigger(cardId)` resolves with the answer (the saved cards are then fetched again), or rejects. */
export function useDeleteUserCard(sessionId: string): SWRMutationResponse<DeleteUserCardAnswer, CashierApiError, DeleteKey, string> {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['deleteUserCard', sessionId] as const, ([, id]: DeleteKey, { arg }: { arg: string }) => deleteUserCard(id, arg), {
    onSuccess: () => void mutate(isUserCardsKey(sessionId)),
  });
}
