// TEMPORARY shim until the payload registry lands (helper branch `payloads` replaces this file).
import useSWR, { type SWRResponse } from 'swr';
import { parsePayload } from '../../schemas/validators/parse-payload.ts';
import type { MethodDetails } from '../../schemas/server/v1/types.ts';
import { cashierRequest } from './http.ts';
import type { CashierApiError } from './api-error.ts';
import type { GroupsApi } from './groups-api.ts';

export function useMethodInfo(sessionId: string, api: GroupsApi, method: { id: number; currency: string } | undefined): SWRResponse<MethodDetails, CashierApiError> {
  return useSWR(
    method === undefined ? null : ([api.calls.info, sessionId, method.id, method.currency] as const),
    ([, id, payGroupId, currency]) =>
      cashierRequest({ call: api.calls.info, method: 'POST', path: `${api.base}/${payGroupId}/select`, sessionId: id, body: { currency }, parse: (json) => parsePayload('methodDetails', json), answer: 'method details payload' }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
