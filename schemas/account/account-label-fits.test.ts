import { describe, expect, it } from 'vitest';
import { labelFits } from './account-label-fits.ts';

const IBAN = 'PT50000201231234567890154';

describe('labelFits (a saved account label against the account typed)', () => {
  it.each<[string, string, string, boolean]>([
    ['masked IBAN with its bank', 'PT50 •••• •••• 0154 — Millennium bcp', IBAN, true],
    ['typed in groups and lower case', 'PT50 •••• •••• 0154', 'pt50 0002 0123 1234 5678 9015 4', true],
    ['asterisks', 'PT50****************0154', IBAN, true],
    ['another account of the same bank', 'PT50 •••• •••• 1054 — Millennium bcp', IBAN, false],
    ['another country', 'DE89 •••• •••• 0154', IBAN, false],
    ['an e-wallet', 'j•••@example.com', 'john@example.com', true],
    ['another e-wallet', 'j•••@example.org', 'john@example.com', false],
    ['the whole account shown', 'PT50 0002 0123 1234 5678 9015 4 — Millennium bcp', IBAN, true],
    ['a longer account shown whole', 'PT50000201231234567890154999', IBAN, false],
    ['a mask that hides nothing', 'PT500002012312345678 •• 90154', IBAN, false],
    ['the bank before the account, a dash between', 'Millennium bcp — PT50 •••• •••• 0154', IBAN, true],
    ['the bank before the account, a hyphen between', 'Millennium bcp - PT50 •••• 0154', IBAN, true],
    ['the bank before the account, a colon after it', 'Revolut: GB33 •••• 5432', 'GB33 BUKB 2020 1555 5554 32', true],
    ['the bank before the account shown whole', 'Millennium bcp — PT50 0002 0123 1234 5678 9015 4', IBAN, true],
    ['the bank before another account of it', 'Millennium bcp — PT50 •••• 1054', IBAN, false],
    ['the bank before another country', 'Deutsche Bank: DE89 •••• 0154', IBAN, false],
    ['a bank name ending as the account starts', 'Banco PT50 — 0002 •••• 0154', IBAN, false],
    ['a bank name with digits before another account', 'Caixa 24 — PT51 •••• 0154', IBAN, false],
    ['the bank before the account, no separator', 'Millennium bcp PT50 •••• 0154', IBAN, true],
    ['the bank before the account, no separator, its groups shown', 'Millennium bcp PT50 0002 •••• •••• 0154', IBAN, true],
    ['a one-word bank before the account, no separator', 'Revolut GB33 •••• 5432', 'GB33 BUKB 2020 1555 5554 32', true],
    ['the bank before another account of it, no separator', 'Millennium bcp PT50 •••• 1054', IBAN, false],
    ['the bank before another country, no separator', 'Deutsche Bank DE89 •••• 0154', IBAN, false],
    ['the bank before the account, no separator, nothing of it shown before the mask', 'Millennium bcp •••• 0154', IBAN, false],
    ['a bank name with digits before another account, no separator', 'Caixa 24 PT51 •••• 0154', IBAN, false],
    ['a bank name ending as the account starts, no separator: the account read from the word that starts it', 'Banco PT50 0002 •••• 0154', IBAN, true],
    ['the bank before the account shown whole, no separator', 'Millennium bcp PT50 0002 0123 1234 5678 9015 4', IBAN, true],
    ['the bank before a longer account shown whole, no separator', 'Millennium bcp PT50000201231234567890154999', IBAN, false],
    ['a separator, then words before the account', 'Millennium — bcp PT50 •••• 0154', IBAN, true],
    ['the bank before a longer account shown whole', 'Millennium bcp — PT50000201231234567890154999', IBAN, false],
    ['the bank before an e-wallet', 'Skrill: j•••@example.com', 'john@example.com', true],
    ['the bank before an e-wallet, no separator', 'Skrill j•••@example.com', 'john@example.com', true],
    ['only a mask after the separator', 'Bank: •••• 0154', IBAN, true],
    ['nothing typed', 'PT50 •••• 0154', '  ', false],
  ])('%s', (_name, label, typed, fits) => {
    expect(labelFits(label, typed)).toBe(fits);
  });
});
