import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { Payload } from '../../schemas/server/v1/payloads.ts';
import { parsePayload } from '../../schemas/validators/parse-payload.ts';
import { cashierRequest } from './http.ts';
import type { CashierApiError } from './api-error.ts';

/** What DELETE /user-cards answers: free-form, any JSON object (the fixture sends `{ success: true }`). */
export type DeleteUserCardAnswer = Payload<'userCardDeleted'>;

/** DELETE /user-cards with the card id, withholding_type Payment (spec section 7): forgets a saved card. */
export function deleteUserCard(sessionId: string, cardId: string): Promise<DeleteUserCardAnswer> {
  return cashierRequest({
    call: 'deleteUserCard',
    method: 'DELETE',
    path: '/user-cards',
    sessionId,
    body: { card_id: cardId, withholding_type: 'Payment' },
    parse: (json) => parsePayload('userCardDeleted', json),
    answer: 'card deletion answer',
  });
}

/** The SWR key of the session's saved cards (GET /user-cards), which a delete changes. */
export function userCardsKey(sessionId: string): readonly ['userCards', string] {
  return ['userCards', sessionId] as const;
}

/** Deletes a saved card: `trigger(cardId)` resolves with the answer, or rejects with a CashierApiError. */
export function useDeleteUserCard(sessionId: string): SWRMutationResponse<DeleteUserCardAnswer, CashierApiError, readonly ['userCards', string], string> {
  return useSWRMutation(userCardsKey(sessionId), ([, id]: readonly ['userCards', string], { arg }: { arg: string }) => deleteUserCard(id, arg));
}
