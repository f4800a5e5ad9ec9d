// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FlowType } from '../../../schemas/server/v1/types.ts';
import { CashierApiError } from '../../api/api-error.ts';
import { useRefusal } from './use-refusal.ts';

afterEach(cleanup);

const refused = (code: string): CashierApiError => new CashierApiError('submitWithdrawal', { kind: 'HTTP_ERROR', status: 422, code });
const unreachable = new CashierApiError('submitWithdrawal', { kind: 'FETCH_ERROR' });

/** The refusal of `failure` once the submit's chunk has read it. */
async function readRefusal(failure: Error, flow: FlowType) {
  const { result } = renderHook(() => useRefusal(failure, flow));
  await waitFor(() => expect(result.current.fieldErrors).toBeDefined());
  return result.current;
}

describe('a failed submit: on the fields it names, or under the form', () => {
  it('a refusal named on a field (1206 on a withdrawal\'s amount) shows there only: no "could not be sent, try again" under the form', async () => {
    await expect(readRefusal(refused('1206'), 'withdrawal')).resolves.toMatchObject({ fieldErrors: { amount: ['CASHIER.PH2.ERROR_MESSAGE.1206'] }, formFailure: null });
  });

  it.each([
    ['a refusal no field names', refused('500'), 'withdrawal'],
    ['1206 on a deposit, where no balance is to be over', refused('1206'), 'deposit'],
    ['a network failure', unreachable, 'deposit'],
  ] as const)('%s is explained under the form', async (_, failure, flow) => {
    await expect(readRefusal(failure, flow)).resolves.toMatchObject({ fieldErrors: {}, formFailure: failure });
  });

  it('no failure: nothing on the fields, nothing under the form', () => {
    const { result } = renderHook(() => useRefusal(null, 'withdrawal'));
    expect(result.current).toMatchObject({ fieldErrors: undefined, formFailure: null });
  });

  describe('dismissed (the payout account it was sent with changed)', () => {
    it('the sentence under the form goes, until the next failure', async () => {
      const { result, rerender } = renderHook(({ failure }) => useRefusal(failure, 'withdrawal'), { initialProps: { failure: refused('500') as Error | null } });
      await waitFor(() => expect(result.current.formFailure).not.toBeNull());
      act(() => result.current.dismiss());
      expect(result.current).toMatchObject({ fieldErrors: {}, formFailure: null });
      const next = refused('500');
      rerender({ failure: next });
      await waitFor(() => expect(result.current.formFailure).toBe(next));
    });

    it('the errors named on a field stay (1206 speaks of the amount)', async () => {
      const failure = refused('1206');
      const { result } = renderHook(() => useRefusal(failure, 'withdrawal'));
      await waitFor(() => expect(result.current.fieldErrors).toBeDefined());
      act(() => result.current.dismiss());
      expect(result.current).toMatchObject({ fieldErrors: { amount: ['CASHIER.PH2.ERROR_MESSAGE.1206'] }, formFailure: null });
    });
  });
});
