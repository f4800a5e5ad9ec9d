// TEMPORARY shim until the payload registry lands (helper branch `payloads` replaces this file).
import useSWR, { type SWRResponse } from 'swr';
import type { Payload } from '../../schemas/server/v1/payloads.ts';
import { parsePayload } from '../../schemas/validators/parse-payload.ts';
import type { PayGroup } from '../../schemas/server/v1/types.ts';
import { cashierRequest } from './http.ts';
import type { CashierApiError } from './api-error.ts';
import type { GroupsApi } from './groups-api.ts';

export interface MethodsAnswer {
  payload: Payload<GroupsApi['listPayload']>;
  methods: PayGroup[];
}

export async function getMethods(sessionId: string, api: GroupsApi): Promise<MethodsAnswer> {
  const payload = await cashierRequest({ call: api.calls.list, method: 'GET', path: `${api.base}/init`, sessionId, parse: (json) => parsePayload(api.listPayload, json), answer: `${api.listPayload} payload` });
  const list: unknown = Reflect.get(payload, api.base === '/payouts/groups' ? 'payout_groups' : 'payment_groups');
  return { payload, methods: Array.isArray(list) ? (list as PayGroup[]) : [] };
}

export function useMethods(sessionId: string, api: GroupsApi): SWRResponse<MethodsAnswer, CashierApiError> {
  return useSWR([api.calls.list, sessionId] as const, ([, id]) => getMethods(id, api), { revalidateOnFocus: false, shouldRetryOnError: false });
}
