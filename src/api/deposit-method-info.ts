import useSWR, { type SWRResponse } from 'swr';
import { parseMethodDetails } from '../../schemas/validators/parse-payload.ts';
import type { MethodDetails } from '../../schemas/server/v1/types.ts';
import { cashierRequest } from './http.ts';
import type { CashierApiError } from './api-error.ts';

/** getDepositMethodInfo: POST /payments/groups/{payGroupId}/select with the currency; answers the form details. */
export function getDepositMethodInfo(sessionId: string, payGroupId: number, currency: string): Promise<MethodDetails> {
  return cashierRequest({
    call: 'getDepositMethodInfo',
    method: 'POST',
    path: `/payments/groups/${payGroupId}/select`,
    sessionId,
    body: { currency },
    parse: parseMethodDetails,
    answer: 'method details payload',
  });
}

/** The form details of one method, cached per pay group. */
export function useDepositMethodInfo(
  sessionId: string,
  method: { id: number; currency: string } | undefined,
): SWRResponse<MethodDetails, CashierApiError> {
  return useSWR(
    method === undefined ? null : (['getDepositMethodInfo', sessionId, method.id, method.currency] as const),
    ([, id, payGroupId, currency]) => getDepositMethodInfo(id, payGroupId, currency),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
