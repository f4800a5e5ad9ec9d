import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { PayloadName } from '../../schemas/server/v1/payloads.ts';
import type { CashierApiError } from './api-error.ts';
import type { Query, QueryKey } from './endpoint.ts';

// Apart from endpoint.ts so the method list, whose one call is no SWR query (methods.ts), does not carry SWR.

/** Answers kept for the whole visit: never refetched on focus, reconnect or remount; a retry calls `mutate()`. */
export const KEEP_FOR_VISIT: SWRConfiguration = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false };

/**
 * The SWR hook of a query (no request while `key` is null). `fetch` is the endpoint's own fetcher, which may reshape
 * the payload; one query has one fetcher. A failure is shown with a retry, not retried behind the user's back.
 */
export function useQuery<N extends PayloadName, T>(
  key: QueryKey<N> | null,
  fetch: (sessionId: string, query: Query<N>) => Promise<T>,
  options: SWRConfiguration = {},
): SWRResponse<T, CashierApiError> {
  return useSWR(key, ([, sessionId, query]) => fetch(sessionId, query), { revalidateOnFocus: false, shouldRetryOnError: false, ...options });
}
