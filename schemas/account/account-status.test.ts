import { describe, expect, it } from 'vitest';
import { accountStatusOf, type AccountStatus, type StatusFields } from './account-status.ts';

describe('accountStatusOf (GET payments/status)', () => {
  it.each<[StatusFields, AccountStatus]>([
    [{ session_status: 'closed', transaction_status: 'success', result_status: 'success' }, 'success'],
    [{ result_status: 'fail' }, 'error'],
    [{ transaction_status: 'declined' }, 'error'],
    [{ result_status: 'processing', transaction_status: 'pending' }, 'pending'],
    [{ result_status: 'processing', transaction_status: 'success' }, 'success'],
    [{ result_status: 'something new' }, 'pending'],
    [{}, 'pending'],
  ])('%j -> %s', (status, expected) => {
    expect(accountStatusOf(status)).toBe(expected);
  });
});
