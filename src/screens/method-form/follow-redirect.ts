import type { RedirectPlace } from '../../../schemas/results/redirect-place.ts';
import type { RedirectData } from '../../../schemas/server/v1/types.ts';
import type { CashierPageEvent } from '../../embedding/page-events.ts';
import { sessionStore } from '../../store/session-store.ts';
import { carriedQueryKey } from '../status/carried-query-key.ts';

/**
 * Sends the browser where the server says (3-D Secure), in `place`: a POST becomes a real form submission, as issuers
 * expect. Built with DOM calls, not markup, so the strict CSP holds and no field value is interpreted as HTML. A new
 * tab gets no handle on the cashier (noopener). The merchant bridge hears when the cashier's window leaves
 * ('cashier:leave'), so a merchant's command held for the submit is not applied over that page. The tab remembers the
 * query the links carry, for the return page at the address the provider writes (reopenWithCarriedQuery).
 */
export function followRedirect(redirect: RedirectData, place: RedirectPlace, doc: Document = document): void {
  rememberCarriedQuery();
  if (place !== '_blank') doc.defaultView?.dispatchEvent(new Event('cashier:leave' satisfies CashierPageEvent));
  if (redirect.method === 'GET') {
    const url = new URL(redirect.url, doc.baseURI);
    for (const [name, value] of Object.entries(redirect.fields)) url.searchParams.set(name, value);
    if (place === '_self') doc.location.assign(url.toString());
    else doc.defaultView?.open(url.toString(), place, place === '_blank' ? 'noopener' : undefined);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = redirect.url;
  form.target = place;
  form.rel = 'noopener';
  form.hidden = true;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  form.remove();
}

/**
 * Remembers for the tab what the session's links carry (the merchant's choices: x-channel, close_icon,
 * merchant_redirect_url, lang, theme, dir…), as the cashier leaves for a provider's page: the address the provider
 * sends the user back to is written by the provider and carries none of it. Storage blocked (a third-party frame that
 * is refused it) remembers nothing.
 */
export function rememberCarriedQuery(): void {
  try {
    sessionStorage.setItem(carriedQueryKey(sessionStore.sessionId), sessionStore.carriedQuery);
  } catch {
    // Blocked: the return page shows as its address says.
  }
}
