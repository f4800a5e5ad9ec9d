import { sessionStore } from '../../store/session-store.ts';
import { carriedQueryKey } from './carried-query-key.ts';

/**
 * On a page a provider sent the user back to (3-D Secure result, payments return): when the session's remembered
 * query holds something the address lacks, opens the same address again with it added (the address's own values win),
 * in place of this history entry, so the start-up reads the merchant's choices as every other page does: a native app
 * is told the status, the close icon and the way back to the merchant stay. Returns whether it does: the page then
 * shows and calls nothing (its call would go out twice).
 */
export function reopenWithCarriedQuery(): boolean {
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(carriedQueryKey(sessionStore.sessionId));
  } catch {
    // Blocked: nothing remembered.
  }
  const address = new URL(location.href);
  let added = false;
  for (const [key, value] of new URLSearchParams(kept ?? '')) {
    if (address.searchParams.has(key)) continue;
    address.searchParams.set(key, value);
    added = true;
  }
  if (added) location.replace(address.href);
  return added;
}
