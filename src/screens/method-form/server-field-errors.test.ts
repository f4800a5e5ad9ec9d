import { describe, expect, it } from 'vitest';
import { CashierApiError } from '../../api/api-error.ts';
import { serverFieldErrors } from './server-field-errors.ts';

const refused = (code?: string, serverMessage?: string): CashierApiError =>
  new CashierApiError('submitWithdrawal', { kind: 'HTTP_ERROR', status: 422, ...(code === undefined ? {} : { code }), ...(serverMessage === undefined ? {} : { serverMessage }) });

describe('CASHIER.PH2.ERROR_MESSAGE.1206 from the server', () => {
  it.each([
    ['code 1206', refused('1206'), { amount: ['CASHIER.PH2.ERROR_MESSAGE.1206'] }],
    ['the key as the message', refused(undefined, 'CASHIER.PH2.ERROR_MESSAGE.1206'), { amount: ['CASHIER.PH2.ERROR_MESSAGE.1206'] }],
    ['another code', refused('500', 'Internal'), {}],
    ['a network failure', new CashierApiError('submitWithdrawal', { kind: 'FETCH_ERROR' }), {}],
    ['no failure', null, {}],
  ] as const)('%s', (_, failure, errors) => {
    expect(serverFieldErrors(failure, 'withdrawal')).toEqual(errors);
  });

  it.each(['deposit', 'checkout'] as const)('is no field error of a %s: "more than your balance" means nothing there', (flow) => {
    expect(serverFieldErrors(refused('1206'), flow)).toEqual({});
  });
});
