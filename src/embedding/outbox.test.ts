import { describe, expect, it } from 'vitest';
import { openOutbox, tellMerchant } from './outbox.ts';
import type { CashierEvent } from './protocol.ts';

describe('outbox', () => {
  it('keeps events told before the bridge is there, and hands them over first and in order', () => {
    const sent: CashierEvent[] = [];
    tellMerchant({ type: 'ready' });
    tellMerchant({ type: 'cardBrand', target: 'cashier', brand: null });
    openOutbox((event) => void sent.push(event));
    tellMerchant({ type: 'close' });
    expect(sent.map((event) => event.type)).toEqual(['ready', 'cardBrand', 'close']);
  });
});
