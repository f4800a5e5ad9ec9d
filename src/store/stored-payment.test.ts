import { describe, expect, it } from 'vitest';
import { parseStoredPayment } from './stored-payment.ts';

const payment = { sessionId: 's-1', flow: 'deposit', amount: 40, currency: 'EUR', status: null, method: 'card', reason: null, decline: null };
const { method: _method, reason: _reason, decline: _decline, ...older } = payment;
const decline = { subReason: 'limit_exceeded', comment: 'Daily limit reached.' };

describe('parseStoredPayment', () => {
  it.each([
    ['a payment on its way', payment, payment],
    ['a settled payment', { ...payment, status: 'success' }, { ...payment, status: 'success' }],
    ['one without amount or currency', { ...payment, amount: null, currency: null }, { ...payment, amount: null, currency: null }],
    ['nothing stored', null, null],
    ['a string', 'success', null],
    ['no session', { ...payment, sessionId: 1 }, null],
    ['an unknown flow', { ...payment, flow: 'casino' }, null],
    ['an amount that is not a number', { ...payment, amount: '40' }, null],
    ['a currency that is not ISO', { ...payment, currency: 'euro' }, null],
    ['an unknown status', { ...payment, status: 'charged' }, null],
    ['a declined payment with its reason', { ...payment, status: 'error', reason: 'Insufficient funds' }, { ...payment, status: 'error', reason: 'Insufficient funds' }],
    ['a record written before method and reason were kept', older, { ...older, method: null, reason: null, decline: null }],
    ['a declined payment with its decline data', { ...payment, status: 'error', decline }, { ...payment, status: 'error', decline }],
    ['decline data that is not text is dropped, the payment kept', { ...payment, decline: { subReason: 51, comment: null } }, payment],
    ['a method that is not a name', { ...payment, method: 101 }, null],
    ['a reason that is not text', { ...payment, reason: { code: 51 } }, null],
    ['a missing status', { sessionId: 's-1', flow: 'deposit', amount: 1, currency: 'EUR' }, null],
  ])('%s', (_, json, expected) => {
    expect(parseStoredPayment(json)).toEqual(expected);
  });
});
