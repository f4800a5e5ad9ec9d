import type { RedirectPlace } from '../../../schemas/results/redirect-place.ts';
import type { RedirectData } from '../../../schemas/server/v1/types.ts';
import type { CashierPageEvent } from '../../embedding/page-events.ts';

/**
 * Sends the browser where the server says (3-D Secure), in `place`: a POST becomes a real form submission, as issuers
 * expect. Built with DOM calls, not markup, so the strict CSP holds and no field value is interpreted as HTML. A new
 * tab gets no handle on the cashier (noopener). The merchant bridge hears when the cashier's window leaves
 * ('cashier:leave'), so a merchant's command held for the submit is not applied over that page.
 */
export function followRedirect(redirect: RedirectData, place: RedirectPlace, doc: Document = document): void {
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
