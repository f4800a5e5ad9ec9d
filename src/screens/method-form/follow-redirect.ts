import type { RedirectData } from '../../../schemas/server/v1/types.ts';

/**
 * Sends the browser where the server says (3-D Secure): a POST becomes a real form submission, as issuers expect.
 * Built with DOM calls, not markup, so the strict CSP holds and no field value is interpreted as HTML.
 */
export function followRedirect(redirect: RedirectData, doc: Document = document): void {
  if (redirect.method === 'GET') {
    const url = new URL(redirect.url, doc.baseURI);
    for (const [name, value] of Object.entries(redirect.fields)) url.searchParams.set(name, value);
    doc.location.assign(url.toString());
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = redirect.url;
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
}
