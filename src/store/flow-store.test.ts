import { beforeAll, describe, expect, it } from 'vitest';
import { openOutbox } from '../embedding/outbox.ts';
import type { CashierEvent } from '../embedding/protocol.ts';
import { paymentOf, settlePayment, startPayment } from './flow-store.ts';

const told: CashierEvent[] = [];
beforeAll(() => openOutbox((event) => void told.push(event)));

describe('the payment of a session', () => {
  it('is none before a payment is sent, whatever the address says', () => {
    expect(paymentOf('s-1')).toBeNull();
    expect(told).toEqual([]);
  });

  it('tells the merchant the answer once, with the amount and currency sent, and keeps it for the result page', () => {
    startPayment({ sessionId: 's-1', flow: 'deposit', amount: 40, currency: 'EUR' });
    expect(paymentOf('s-1')).toEqual({ sessionId: 's-1', flow: 'deposit', amount: 40, currency: 'EUR', status: null });
    settlePayment('s-1', 'deposit', 'await');
    settlePayment('s-1', 'deposit', 'await');
    expect(told).toEqual([{ type: 'status', flow: 'deposit', status: 'processing', amount: 40, currency: 'EUR' }]);
    expect(paymentOf('s-1')?.status).toBe('await');
  });

  it("is no other session's", () => {
    expect(paymentOf('s-2')).toBeNull();
  });

  it('tells an answer whose start this page never saw (storage blocked) without amount or currency', () => {
    settlePayment('s-3', 'withdrawal', 'error');
    expect(told.at(-1)).toEqual({ type: 'status', flow: 'withdrawal', status: 'error', amount: null, currency: null });
  });
});
