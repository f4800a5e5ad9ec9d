import { describe, expect, it } from 'vitest';
import { ruleContract } from '../validators/rule-contract.ts';
import { INCORRECT_IBAN, checkIban, normaliseIban, rule } from './iban.ts';

describe('iban rule', () => {
  ruleContract(rule, [
    { name: 'a German IBAN in groups', value: 'DE89 3704 0044 0532 0130 00', param: true, error: null },
    { name: 'a British IBAN with letters', value: 'GB82WEST12345698765432', param: true, error: null },
    { name: 'a French IBAN with a letter in the account', value: 'FR1420041010050500013M02606', param: true, error: null },
    { name: 'a Dutch IBAN', value: 'NL91ABNA0417164300', param: true, error: null },
    { name: 'a country not in the length table', value: 'BR1800360305000010009795493C1', param: true, error: null },
    { name: 'a wrong check digit', value: 'DE89 3704 0044 0532 0130 01', param: true, error: INCORRECT_IBAN },
    { name: 'a German IBAN one digit short', value: 'DE89370400440532013', param: true, error: INCORRECT_IBAN },
    { name: 'lower case', value: 'de89370400440532013000', param: true, error: INCORRECT_IBAN },
    { name: 'punctuation', value: 'DE89-3704-0044-0532-0130-00', param: true, error: INCORRECT_IBAN },
    { name: 'no country code', value: '8937040044053201300000', param: true, error: INCORRECT_IBAN },
    { name: 'a blank optional value', value: '', param: true, error: null },
  ]);

  it('normalises by removing spaces and upper-casing', () => {
    expect(normaliseIban(' de89 3704 ')).toBe('DE893704');
    expect(checkIban(normaliseIban('de89 3704 0044 0532 0130 00'))).toBe(true);
  });
});
