/** The characters a saved account's label hides its middle with: "DE89 •••• •••• 3000". */
const MASK = /[•●*]/u;
/** The label's last mask character, and what follows it. */
const LAST_MASK = /[•●*][^•●*]*$/u;
/**
 * What stands between a bank's name and the account it names: punctuation standing alone between spaces ("Millennium
 * bcp — PT50", "Bank - PT50", "Bank | PT50"), or a colon or comma ending the name ("Revolut: GB33"). An account shows
 * no such thing (its groups are split by spaces alone), so the account starts after the last one before it.
 */
const SEPARATOR = /(?:\s[^\p{L}\p{N}\s]+|[:,;])\s+/gu;

/** An account as the server keeps it and compares it: no spaces, upper case (an IBAN is stored so: normaliseIban). */
export const storedAccount = (account: string): string => account.replace(/\s+/g, '').toUpperCase();

/** Where the account starts among the label's first `end` characters: after the last separator there, else at 0. */
function accountStart(label: string, end: number): number {
  let start = 0;
  for (const separator of label.slice(0, end).matchAll(SEPARATOR)) start = separator.index + separator[0].length;
  return start;
}

/** Whether a label shown whole from its start shows the whole account, and nothing of it goes on after it. */
function showsWhole(shownFrom: string, account: string): boolean {
  const shown = storedAccount(shownFrom);
  return shown.startsWith(account) && !/[A-Z0-9]/.test(shown.charAt(account.length));
}

/**
 * Whether a saved account's label (spec section 3: an option's label; the server masks the account and may name its
 * bank, after it or before it: "DE89 •••• •••• 3000 — Deutsche Bank", "Revolut: GB33 •••• 5432", "j•••@example.com")
 * can be the account typed: what it shows between its start (after the bank's name and separator) and the mask starts
 * the account, the word right after the mask ends it, and the mask hides something. A label that masks nothing must
 * show the whole account, at its start or after the bank's name. Words before the account with no separator after
 * them leave its start unknown: the label fits nothing (the account is then created, never taken for another).
 */
export function labelFits(label: string, typed: string): boolean {
  const account = storedAccount(typed);
  if (account === '') return false;
  const first = label.search(MASK);
  if (first === -1) return showsWhole(label, account) || showsWhole(label.slice(accountStart(label, label.length)), account);
  const last = label.search(LAST_MASK);
  const head = storedAccount(label.slice(accountStart(label, first), first));
  const tail = storedAccount(label.slice(last + 1).trimStart().split(/\s/, 1)[0] ?? '');
  return head.length + tail.length < account.length && account.startsWith(head) && account.endsWith(tail);
}
