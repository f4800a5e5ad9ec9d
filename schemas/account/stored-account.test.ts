import { describe, expect, it } from 'vitest';
import { sameStoredAccount, storedAccount } from './stored-account.ts';

const IBAN = 'DE44500105175407324931';

describe('storedAccount (an account as the server keeps it)', () => {
  it.each<[string, string, string]>([
    ['as stored', IBAN, IBAN],
    ['in groups, lower case', 'de44 5001 0517 5407 3249 31', IBAN],
    ['tabs and a trailing space', 'DE44\t5001 0517 5407 3249 31 ', IBAN],
    ['an e-wallet', ' John@Example.com', 'JOHN@EXAMPLE.COM'],
  ])('%s', (_name, typed, stored) => {
    expect(storedAccount(typed)).toBe(stored);
  });
});

describe('sameStoredAccount (a typed account against one created or pending)', () => {
  it.each<[string, string, string, boolean]>([
    ['typed the same', IBAN, IBAN, true],
    ['other spacing and letter case', 'de44 5001 0517 5407 3249 31', IBAN, true],
    ['grouped differently', 'DE 4450 0105 1754 0732 4931', 'de44 5001 0517 5407 3249 31', true],
    ['another account', 'DE44500105175407324932', IBAN, false],
    ['one character more', `${IBAN}0`, IBAN, false],
    ['punctuation is not spacing', 'DE44-5001-0517-5407-3249-31', IBAN, false],
  ])('%s', (_name, one, other, same) => {
    expect(sameStoredAccount(one, other)).toBe(same);
    expect(sameStoredAccount(other, one)).toBe(same);
  });
});
