import { describe, expect, it } from 'vitest';
import type { PaymentStatusAnswer } from '../server/v1/types.ts';
import { finalStatusOf, type FinalStatus } from './final-status.ts';

describe('finalStatusOf (the status call decides when polling ends; spec section 4: fail shows as decline)', () => {
  it.each<[string, PaymentStatusAnswer, FinalStatus | null]>([
    ['result success', { result_status: 'success' }, 'success'],
    ['result fail', { result_status: 'fail' }, 'error'],
    ['result processing, transaction pending', { result_status: 'processing', transaction_status: 'pending' }, null],
    ['result processing wins over a transaction word', { result_status: 'processing', transaction_status: 'success' }, null],
    ['a fatal error', { error_fatal: true, transaction_status: 'pending' }, 'error'],
    ['a fatal error that is not', { error_fatal: false, transaction_status: 'pending' }, null],
    ['transaction success alone', { transaction_status: 'success' }, 'success'],
    ['transaction declined alone', { transaction_status: 'declined' }, 'error'],
    ['transaction FAILED in capitals', { transaction_status: 'FAILED' }, 'error'],
    ['transaction expired', { transaction_status: 'expired' }, 'error'],
    ['transaction pending', { transaction_status: 'pending' }, null],
    ['an unknown word', { transaction_status: 'on_hold' }, null],
    ['nothing said', {}, null],
    ['session closed, nothing else', { session_status: 'closed' }, null],
  ])('%s -> %s', (_, answer, expected) => {
    expect(finalStatusOf(answer)).toBe(expected);
  });
});
