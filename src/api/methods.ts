import type { Payload } from '../../schemas/server/v1/payloads.ts';
import type { MethodDetails, PayGroup } from '../../schemas/server/v1/types.ts';
import { send, type Query } from './endpoint.ts';
import type { GroupsApi, ListPayloadName } from './groups-api.ts';
import { visitStore, type VisitState } from './visit-store.ts';
import { payloadValidator } from '../../schemas/validators/parse-payload.ts';

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

/** getDepositMethods / getWithdrawalMethods: GET {base}/init. */
export async function getMethods<L extends ListPayloadName>(sessionId: string, api: GroupsApi<L>): Promise<Methods<L>> {
  const payload = await send(sessionId, methodsQuery(api));
  return { payload, methods: LISTED[api.listPayload](payload) };
}

export type MethodsState = VisitState<Methods>;

/** The init answer lists pending withdrawals the user may cancel (withdrawal_reverse, payouts only). */
export function hasPendingWithdrawals(payload: Methods['payload']): boolean {
  return 'withdrawal_reverse' in payload && payload.withdrawal_reverse !== null && payload.withdrawal_reverse !== undefined;
}

const store = visitStore(
  ({ sessionId, api }: { sessionId: string; api: GroupsApi }) => `${sessionId}\n${api.base}`,
  ({ sessionId, api }) => getMethods(sessionId, api),
);

/** Starts the session's init call unless it was started already: once per visit, whoever asks first. */
export function loadMethods(sessionId: string, api: GroupsApi): Promise<Methods | undefined> {
  return store.load({ sessionId, api });
}

/** Asks the session's init call again (after a reversal: the balance and pending payouts changed). */
export function reloadMethods(sessionId: string, api: GroupsApi): Promise<Methods | undefined> {
  return store.reload({ sessionId, api });
}

/** The methods of the session, asked once and kept for the visit; `reload` asks again (after a retry or a reversal). */
export function useMethods(sessionId: string, api: GroupsApi): MethodsState & { reload: () => void } {
  return store.use({ sessionId, api });
}

/** The method whose form is asked for, and the currency it is asked in. */
export interface MethodChoice {
  id: number;
  currency: string;
}

/** The form a method opens in: its first currency (the session's). */
export function methodChoiceOf(method: PayGroup | undefined): MethodChoice | undefined {
  const entry = method?.currencies[0];
  return method === undefined || entry === undefined ? undefined : { id: method.id, currency: entry.currency.alpha3 };
}

function methodInfoQuery(api: GroupsApi, method: MethodChoice): Query<'methodDetails'> {
  const { id, currency } = method;
  return { kind: 'query', name: api.calls.info, method: 'POST', path: `${api.base}/${id}/select`, payload: 'methodDetails', body: { currency } };
}

/** getDepositMethodInfo / getWithdrawalMethodInfo: POST {base}/{payGroupId}/select with the currency; the form details. */
export function getMethodInfo(sessionId: string, api: GroupsApi, method: MethodChoice): Promise<MethodDetails> {
  return send(sessionId, methodInfoQuery(api, method));
}

interface MethodInfoArgs {
  sessionId: string;
  api: GroupsApi;
  method: MethodChoice;
}

const infoStore = visitStore(
  ({ sessionId, api, method }: MethodInfoArgs) => `${sessionId}\n${api.base}\n${String(method.id)}\n${method.currency}`,
  ({ sessionId, api, method }) => getMethodInfo(sessionId, api, method),
);

/** The form details of one method, cached per pay group (and currency) for the visit; nothing is asked while undefined. */
export function useMethodInfo(sessionId: string, api: GroupsApi, method: MethodChoice | undefined): VisitState<MethodDetails> & { reload: () => void } {
  return infoStore.use(method === undefined ? undefined : { sessionId, api, method });
}

/**
 * A deep link to a method's form: the init call, then the method's select call as soon as init answers, both before
 * React renders the form (no waterfall behind the form's code).
 */
export async function loadMethodForm(sessionId: string, api: GroupsApi, provider: string): Promise<void> {
  // The select answer's validator downloads while the init call is on the wire, not after it.
  payloadValidator('methodDetails').catch(() => undefined);
  const methods = await loadMethods(sessionId, api);
  const method = methodChoiceOf(methods?.methods.find((candidate) => candidate.short_name === provider));
  if (method !== undefined) await infoStore.load({ sessionId, api, method });
}
