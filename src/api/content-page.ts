import type { SWRResponse } from 'swr';
import type { ContentPage } from '../../schemas/server/v1/types.ts';
import type { CashierApiError } from './api-error.ts';
import { queryKey, send, type Query } from './endpoint.ts';
import { KEEP_FOR_VISIT, useQuery } from './use-query.ts';

/** GET {url}: a content page of the cashier's own origin (schemas/content/content-url.ts decides which paths). */
function contentPageQuery(path: string): Query<'contentPage'> {
  return { kind: 'query', name: 'getContentPage', method: 'GET', base: '', path, payload: 'contentPage' };
}

/** The content page at `path`, kept for the visit: reopening it shows it at once. */
export function useContentPage(sessionId: string, path: string): SWRResponse<ContentPage, CashierApiError> {
  return useQuery(queryKey(sessionId, contentPageQuery(path)), send, KEEP_FOR_VISIT);
}
