import type { SWRResponse } from 'swr';
import type { MethodDetails } from '../../schemas/server/v1/types.ts';
import type { CashierApiError } from './api-error.ts';
import { queryKey, send, type Query } from './endpoint.ts';
import { KEEP_FOR_VISIT, useQuery } from './use-query.ts';
import type { GroupsApi } from './groups-api.ts';

/** The method whose form is asked for, and the currency it is asked in. */
export interface MethodChoice {
  id: number;
  currency: string;
}

function methodInfoQuery(api: GroupsApi, method: MethodChoice): Query<'methodDetails'> {
  const { id, currency } = method;
  return { kind: 'query', name: api.calls.info, method: 'POST', path: `${api.base}/${id}/select`, payload: 'methodDetails', body: { currency } };
}

/** getDepositMethodInfo / getWithdrawalMethodInfo: POST {base}/{payGroupId}/select with the currency; the form details. */
export function getMethodInfo(sessionId: string, api: GroupsApi, method: MethodChoice): Promise<MethodDetails> {
  return send(sessionId, methodInfoQuery(api, method));
}

/** The form details of one method, cached per pay group (and currency) for the visit; nothing is asked while undefined. */
export function useMethodInfo(sessionId: string, api: GroupsApi, method: MethodChoice | undefined): SWRResponse<MethodDetails, CashierApiError> {
  return useQuery(method === undefined ? null : queryKey(sessionId, methodInfoQuery(api, method)), send, KEEP_FOR_VISIT);
}
