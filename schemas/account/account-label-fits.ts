import { storedAccount } from './stored-account.ts';

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
/** Where a word starts after spaces (the account may start there when no separator ends the bank's name). */
const WORD_START = /\s+(?=\S)/gu;

/**
 * Where the account may start among the label's first `end` characters: after the last separator there (else at 0),
 * then at each later word, its bank's name having ended there with no separator ("Millennium bcp PT50 ••••").
 */
function accountStarts(label: string, end: number): number[] {
  let start = 0;
  for (const separator of label.slice(0, end).matchAll(SEPARATOR)) start = separator.index + separator[0].length;
  const words = [...label.slice(start, end).matchAll(WORD_START)].map((space) => start + space.index + space[0].length);
  return [start, ...words];
}

/** Whether a label shown whole from its start shows the whole account, and nothing of it goes on after it. */
function showsWhole(shownFrom: string, account: string): boolean {
  const shown = storedAccount(shownFrom);
  return shown.startsWith(account) && !/[A-Z0-9]/.test(shown.charAt(account.length));
}

/**
 * Whether a saved account's label (spec section 3: an option's label; the server masks the account and may name its
 * bank, after it or before it: "DE89 •••• •••• 3000 — Deutsche Bank", "Revolut: GB33 •••• 5432", "Millennium bcp PT50
 * •••• 0154", "j•••@example.com") can be the account typed: what it shows from one of the account's possible starts
 * (after the bank's name: its separator, or with none, any later word) to the mask starts the account, the word right
 * after the mask ends it, and the mask hides something. Only the separator's start may show nothing before the mask
 * ("Bank: •••• 0154"): a word is never taken for the account's start unless it starts the account typed. A label that
 * masks nothing must show the whole account from one of its words.
 */
export function labelFits(label: string, typed: string): boolean {
  const account = storedAccount(typed);
  if (account === '') return false;
  const first = label.search(MASK);
  if (first === -1) return [0, ...accountStarts(label, label.length)].some((start) => showsWhole(label.slice(start), account));
  const last = label.search(LAST_MASK);
  const tail = storedAccount(label.slice(last + 1).trimStart().split(/\s/, 1)[0] ?? '');
  return accountStarts(label, first).some((start) => {
    const head = storedAccount(label.slice(start, first));
    return head.length + tail.length < account.length && account.startsWith(head) && account.endsWith(tail);
  });
}
