import type { SWRResponse } from 'swr';
import type { UserCards } from '../../schemas/server/v1/types.ts';
import type { CashierApiError } from './api-error.ts';
import { send } from './endpoint.ts';
import { useQuery } from './use-query.ts';
import { userCardsKey } from './user-cards.ts';

/** The session's saved cards; fetched again after a deletion (useDeleteUserCard). */
export function useUserCards(sessionId: string, fingerprint?: string): SWRResponse<UserCards, CashierApiError> {
  return useQuery(userCardsKey(sessionId, fingerprint), send);
}
