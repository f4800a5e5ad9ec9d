import type { SWRResponse } from 'swr';
import type { Payload } from '../../schemas/server/v1/payloads.ts';
import type { PayGroup } from '../../schemas/server/v1/types.ts';
import type { CashierApiError } from './api-error.ts';
import { KEEP_FOR_VISIT, queryKey, send, useQuery, type Query, type QueryKey } from './endpoint.ts';
import type { GroupsApi, ListPayloadName } from './groups-api.ts';

/** The session's methods: the init answer as it came, and its method list, whichever key lists it. */
export interface Methods<L extends ListPayloadName = ListPayloadName> {
  payload: Payload<L>;
  methods: PayGroup[];
}

/** Where each init answer lists its methods (spec section 3: payment_groups for deposit, payout_groups for withdrawal). */
const LISTED: { readonly [L in ListPayloadName]: (payload: Payload<L>) => PayGroup[] } = {
  depositMethods: (payload) => payload.payment_groups,
  withdrawalMethods: (payload) => payload.payout_groups,
};

function methodsQuery<L extends ListPayloadName>(api: GroupsApi<L>): Query<L> {
  return { kind: 'query', name: api.calls.list, method: 'GET', path: `${api.base}/init`, payload: api.listPayload };
}

/** getDepositMethods / getWithdrawalMethods: GET {base}/init. The fetcher, also usable before React renders. */
export async function getMethods<L extends ListPayloadName>(sessionId: string, api: GroupsApi<L>): Promise<Methods<L>> {
  const payload = await send(sessionId, methodsQuery(api));
  return { payload, methods: LISTED[api.listPayload](payload) };
}

/** The SWR key useMethods caches under (for `preload` or `mutate`). */
export function methodsKey<L extends ListPayloadName>(sessionId: string, api: GroupsApi<L>): QueryKey<L> {
  return queryKey(sessionId, methodsQuery(api));
}

/** The methods of the session, fetched once and kept for the visit. */
export function useMethods<L extends ListPayloadName>(sessionId: string, api: GroupsApi<L>): SWRResponse<Methods<L>, CashierApiError> {
  return useQuery(methodsKey(sessionId, api), (id) => getMethods(id, api), KEEP_FOR_VISIT);
}
