import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openOutbox } from '../embedding/outbox.ts';
import type { CashierEvent } from '../embedding/protocol.ts';
import { paymentOf, reopenedPayment, settlePayment, startAfresh, startPayment } from './flow-store.ts';

const told: CashierEvent[] = [];
beforeAll(() => openOutbox((event) => void told.push(event)));

describe('the payment of a session', () => {
  it('is none before a payment is sent, whatever the address says', () => {
    expect(paymentOf('s-1')).toBeNull();
    expect(told).toEqual([]);
  });

  it('tells the merchant the answer once, with the amount and currency sent, and keeps it for the result page', () => {
    startPayment({ sessionId: 's-1', flow: 'deposit', amount: 40, currency: 'EUR', method: 'card' });
    expect(paymentOf('s-1')).toEqual({ sessionId: 's-1', flow: 'deposit', amount: 40, currency: 'EUR', status: null, method: 'card', reason: null, decline: null });
    settlePayment('s-1', 'deposit', 'await');
    settlePayment('s-1', 'deposit', 'await');
    settlePayment('s-1', 'deposit', 'processing');
    expect(told).toEqual([{ type: 'status', flow: 'deposit', status: 'processing', amount: 40, currency: 'EUR' }]);
    expect(paymentOf('s-1')?.status).toBe('processing');
  });

  it('keeps the decline reason and the method, and tells the final status after processing', () => {
    const decline = { subReason: 'insufficient_funds', comment: null };
    settlePayment('s-1', 'deposit', 'error', 'Insufficient funds', decline);
    expect(told.at(-1)).toEqual({ type: 'status', flow: 'deposit', status: 'error', amount: 40, currency: 'EUR' });
    expect(paymentOf('s-1')).toMatchObject({ status: 'error', method: 'card', reason: 'Insufficient funds', decline });
  });

  it('is the one the forms reopen with until the user goes elsewhere from its result page, then again after "try again" or the next submit', () => {
    const payment = paymentOf('s-1');
    expect(reopenedPayment('s-1')).toBe(payment);
    expect(reopenedPayment('s-2')).toBeNull();
    startAfresh(true);
    expect(reopenedPayment('s-1')).toBeNull();
    startAfresh(false);
    expect(reopenedPayment('s-1')).toBe(payment);
    startAfresh(true);
    startPayment({ sessionId: 's-1', flow: 'deposit', amount: 45, currency: 'EUR', method: 'card' });
    expect(reopenedPayment('s-1')?.amount).toBe(45);
  });

  it.each([['success'], ['error']] as const)('stays %s once settled (a push came first): a later processing or await answer tells the merchant nothing, and the outcome stands', (outcome) => {
    startPayment({ sessionId: 's-4', flow: 'deposit', amount: 10, currency: 'EUR', method: 'card' });
    const before = told.length;
    expect(settlePayment('s-4', 'deposit', outcome)).toBe(outcome);
    expect(settlePayment('s-4', 'deposit', 'processing')).toBe(outcome);
    expect(settlePayment('s-4', 'deposit', 'await')).toBe(outcome);
    expect(told.slice(before)).toEqual([{ type: 'status', flow: 'deposit', status: outcome, amount: 10, currency: 'EUR' }]);
    expect(paymentOf('s-4')?.status).toBe(outcome);
  });

  it("is no other session's", () => {
    expect(paymentOf('s-2')).toBeNull();
  });

  it('tells an answer whose start this page never saw (storage blocked) without amount or currency', () => {
    settlePayment('s-3', 'withdrawal', 'error');
    expect(told.at(-1)).toEqual({ type: 'status', flow: 'withdrawal', status: 'error', amount: null, currency: null });
  });
});

describe('the payment stored before a reload (a 3-D Secure return reads it in a new page)', () => {
  const items = new Map<string, string>();
  afterEach(() => {
    items.clear();
    vi.unstubAllGlobals();
    vi.resetModules();
  });
  /** A new page: the module's own memory is empty, storage holds `text` under the payment's key. */
  const reload = async (text: string): Promise<typeof import('./flow-store.ts')> => {
    items.set('transaction_status', text);
    vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value), removeItem: (key: string) => items.delete(key) });
    vi.resetModules();
    return import('./flow-store.ts');
  };
  const stored = { sessionId: 's-1', flow: 'deposit', amount: 40, currency: 'EUR', status: null, method: 'card', reason: null, decline: null };

  it('reads back as written, and stays stored', async () => {
    const { paymentOf: reloaded } = await reload(JSON.stringify(stored));
    expect(reloaded('s-1')).toEqual(stored);
    expect(items.has('transaction_status')).toBe(true);
  });

  it.each([
    ['text that is no JSON', 'success'],
    ['JSON cut short', JSON.stringify(stored).slice(0, 40)],
    ['an empty text', ''],
    ['JSON null', 'null'],
    ['a record its parser refuses', JSON.stringify({ ...stored, status: 'charged' })],
  ])('is removed when it is no payment (%s), so no later page reads it again', async (_, text) => {
    const { paymentOf: reloaded } = await reload(text);
    expect(reloaded('s-1')).toBeNull();
    expect(items.has('transaction_status')).toBe(false);
  });
});
