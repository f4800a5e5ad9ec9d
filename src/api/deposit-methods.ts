import useSWR, { type SWRResponse } from 'swr';
import { parseCashierPayload } from '../../schemas/validators/parse-payload.ts';
import type { CashierPayload } from '../../schemas/server/v1/types.ts';
import { cashierRequest } from './http.ts';
import type { CashierApiError } from './api-error.ts';

/** getDepositMethods: GET /payments/groups/init. */
export function getDepositMethods(sessionId: string): Promise<CashierPayload> {
  return cashierRequest({
    call: 'getDepositMethods',
    method: 'GET',
    path: '/payments/groups/init',
    sessionId,
    parse: parseCashierPayload,
    answer: 'deposit methods payload',
  });
}

export const depositMethodsKey = (sessionId: string): readonly [string, string] => ['getDepositMethods', sessionId];

/** The deposit methods of the session, fetched once and kept. */
export function useDepositMethods(sessionId: string): SWRResponse<CashierPayload, CashierApiError> {
  return useSWR(depositMethodsKey(sessionId), ([, id]) => getDepositMethods(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
