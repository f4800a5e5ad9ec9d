import { useEffect, useSyncExternalStore } from 'react';
import type { Payload } from '../../schemas/server/v1/payloads.ts';
import type { PayGroup } from '../../schemas/server/v1/types.ts';
import { send, type Query } from './endpoint.ts';
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

/** getDepositMethods / getWithdrawalMethods: GET {base}/init. */
export async function getMethods<L extends ListPayloadName>(sessionId: string, api: GroupsApi<L>): Promise<Methods<L>> {
  const payload = await send(sessionId, methodsQuery(api));
  return { payload, methods: LISTED[api.listPayload](payload) };
}

/** What a screen reads: the methods once answered (kept while a reload is under way), or why the call failed. */
export interface MethodsState {
  data: Methods | undefined;
  error: Error | undefined;
}

// The init answer is kept here rather than in SWR: it is the one call of the method list, started before React renders
// (main.tsx), and SWR would cost the list's first path ~4.5 KB gzip for it. The form's calls use SWR.
const states = new Map<string, MethodsState>();
const listeners = new Set<() => void>();
const NOT_ASKED: MethodsState = { data: undefined, error: undefined };

const keyOf = (sessionId: string, api: GroupsApi): string => `${sessionId}\n${api.base}`;

function setState(key: string, state: MethodsState): void {
  states.set(key, state);
  for (const listener of listeners) listener();
}

function request(sessionId: string, api: GroupsApi): void {
  const key = keyOf(sessionId, api);
  setState(key, { data: states.get(key)?.data, error: undefined });
  getMethods(sessionId, api).then(
    (data) => setState(key, { data, error: undefined }),
    (error: unknown) => setState(key, { data: undefined, error: error instanceof Error ? error : new Error(String(error)) }),
  );
}

/** Starts the session's init call unless it was started already: once per visit, whoever asks first. */
export function loadMethods(sessionId: string, api: GroupsApi): void {
  if (!states.has(keyOf(sessionId, api))) request(sessionId, api);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The methods of the session, asked once and kept for the visit; `reload` asks again (after a retry or a reversal). */
export function useMethods(sessionId: string, api: GroupsApi): MethodsState & { reload: () => void } {
  const key = keyOf(sessionId, api);
  const state = useSyncExternalStore(subscribe, () => states.get(key) ?? NOT_ASKED);
  useEffect(() => loadMethods(sessionId, api), [sessionId, api]);
  return { ...state, reload: () => request(sessionId, api) };
}
