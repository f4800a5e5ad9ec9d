/**
 * The endpoint helper: every cashier-service call is described once as data (what it sends and which registry
 * payload answers it) and sent through cashierRequest, its answer parsed with the registry schema. A call is either a
 * Query (a read: it gets an SWR key and hook) or a Mutation (side effects: a plain function or useSWRMutation);
 * useQuery accepts only queries, so a submit can never become a revalidating query.
 */
import type { HttpMethod } from '../../schemas/server/v1/calls.ts';
import type { Payload, PayloadName } from '../../schemas/server/v1/payloads.ts';
import { parsePayload, payloadValidator } from '../../schemas/validators/parse-payload.ts';
import { cashierRequest } from './http.ts';

/** What one call sends, and the registry payload that answers it. */
interface Call<N extends PayloadName> {
  /** The spec's query name, used in logs and error messages: getDepositMethods. */
  readonly name: string;
  readonly method: HttpMethod;
  /** The path under the base, parameters filled in: `/payments/groups/101/select`. */
  readonly path: string;
  /** Replaces API_BASE (/api/cashier-service/v1.0) for the calls that live outside it (routing, interaction). */
  readonly base?: string;
  /** The registry entry (schemas/server/v1/payloads.ts) whose schema the answer must match. */
  readonly payload: N;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** 'caller' when the caller shows an expired session itself (a deposit's submit, in its form); the app's screen otherwise. */
  readonly sessionExpiry?: 'caller' | 'app';
}

/** A call that only reads: SWR may cache, share and send it again. */
export interface Query<N extends PayloadName> extends Call<N> {
  readonly kind: 'query';
}

/** A call with side effects (money or state): sent when the user acts, never by a cache. */
export interface Mutation<N extends PayloadName> extends Call<N> {
  readonly kind: 'mutation';
}

/** Sends a call and answers its payload, checked against the registry; every failure is a CashierApiError. */
export function send<N extends PayloadName>(sessionId: string, call: Query<N> | Mutation<N>, signal?: AbortSignal): Promise<Payload<N>> {
  // The answer's validator downloads while the request is on the wire; a failed download shows when the answer is read.
  // A mutation's never reloads the page (chunk-load.ts): the reload would lose the answer to what the server may have
  // done, which sendMutation reports as an unknown outcome instead.
  const reader = { background: call.kind === 'mutation' };
  payloadValidator(call.payload, reader).catch(() => undefined);
  return cashierRequest({
    call: call.name,
    method: call.method,
    base: call.base,
    path: call.path,
    sessionId,
    body: call.body,
    headers: call.headers,
    sessionExpiry: call.sessionExpiry,
    signal,
    parse: (json) => parsePayload(call.payload, json, reader),
    answer: `${call.payload} payload`,
  });
}

/** The SWR key of a query: the session and everything the call sends, so equal keys mean equal requests. */
export type QueryKey<N extends PayloadName> = readonly ['cashier-service', string, Query<N>];

export function queryKey<N extends PayloadName>(sessionId: string, query: Query<N>): QueryKey<N> {
  return ['cashier-service', sessionId, query];
}

/** A key filter for `mutate(filter)`: the session's queries sent under `name`, whatever their other arguments. */
export function queriesNamed(sessionId: string, name: string): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && key[0] === 'cashier-service' && key[1] === sessionId && isNamed(key[2], name);
}

function isNamed(query: unknown, name: string): boolean {
  return typeof query === 'object' && query !== null && 'name' in query && query.name === name;
}
