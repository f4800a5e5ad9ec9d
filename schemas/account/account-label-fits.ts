/** The characters a saved account's label hides its middle with: "DE89 •••• •••• 3000". */
const MASK = /[•●*]/u;
/** The label's last mask character, and what follows it. */
const LAST_MASK = /[•●*][^•●*]*$/u;

/** An account as the server keeps it and compares it: no spaces, upper case (an IBAN is stored so: normaliseIban). */
export const storedAccount = (account: string): string => account.replace(/\s+/g, '').toUpperCase();

/**
 * Whether a saved account's label (spec section 3: an option's label; the server masks the account and may add its
 * bank: "DE89 •••• •••• 3000 — Deutsche Bank", "j•••@example.com") can be the account typed: what it shows before the
 * mask starts the account, the word right after the mask ends it, and the mask hides something. A label that masks
 * nothing must start with the whole account. A label with words before the account fits nothing: it is then created,
 * never taken for another account.
 */
export function labelFits(label: string, typed: string): boolean {
  const account = storedAccount(typed);
  if (account === '') return false;
  const first = label.search(MASK);
  if (first === -1) {
    const shown = storedAccount(label);
    return shown.startsWith(account) && !/[A-Z0-9]/.test(shown.charAt(account.length));
  }
  const last = label.search(LAST_MASK);
  const head = storedAccount(label.slice(0, first));
  const tail = storedAccount(label.slice(last + 1).trimStart().split(/\s/, 1)[0] ?? '');
  return head.length + tail.length < account.length && account.startsWith(head) && account.endsWith(tail);
}
