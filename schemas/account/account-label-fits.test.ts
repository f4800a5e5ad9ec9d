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
    ['words before the account', 'Millennium bcp — PT50 •••• 0154', IBAN, false],
    ['nothing typed', 'PT50 •••• 0154', '  ', false],
  ])('%s', (_name, label, typed, fits) => {
    expect(labelFits(label, typed)).toBe(fits);
  });
});
