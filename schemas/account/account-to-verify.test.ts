import { describe, expect, it } from 'vitest';
import { accountToVerify, type AccountParameter } from './account-to-verify.ts';

const iban: AccountParameter = { name: 'iban', verify_new_payout_account: true, user_requisite_type_id: 3 };
const saved: AccountParameter = { name: 'account', verify_new_payout_account: true, options: [{ value: 'req_1181' }] };

describe('accountToVerify (verify_new_payout_account)', () => {
  it.each<[string, AccountParameter[], Record<string, unknown>, ReturnType<typeof accountToVerify>]>([
    ['a typed new account', [iban], { iban: 'PT50000201231234567890154' }, { field: 'iban', value: 'PT50000201231234567890154', requisiteTypeId: 3 }],
    ['an empty field', [iban], { iban: '  ' }, null],
    ['a field without the flag', [{ ...iban, verify_new_payout_account: false }], { iban: 'PT50' }, null],
    ['a saved account chosen', [saved], { account: 'req_1181' }, null],
    ['a value none of the saved accounts', [saved], { account: 'DE89370400440532013000' }, { field: 'account', value: 'DE89370400440532013000', requisiteTypeId: null }],
  ])('%s', (_name, parameters, values, expected) => {
    expect(accountToVerify(parameters, values)).toEqual(expected);
  });
});
