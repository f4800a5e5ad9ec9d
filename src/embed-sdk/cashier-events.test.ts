import { describe, expect, it } from 'vitest';
import { isCashierMessage, isHeardBy } from './cashier-events.ts';

describe('isCashierMessage', () => {
  it.each([
    ['ready', { source: 'cashier', version: 1, type: 'ready' }, true],
    ['a status', { source: 'cashier', version: 1, type: 'status', flow: 'deposit', status: 'success', amount: 40, currency: 'EUR' }, true],
    ['another source', { source: 'merchant', version: 1, type: 'ready' }, false],
    ['another version', { source: 'cashier', version: 2, type: 'ready' }, false],
    ['an unknown type', { source: 'cashier', version: 1, type: 'hello' }, false],
    ['an inherited name', { source: 'cashier', version: 1, type: 'constructor' }, false],
    ['a string', 'ready', false],
    ['null', null, false],
  ])('%s', (_, data, expected) => {
    expect(isCashierMessage(data)).toBe(expected);
  });
});

describe('isHeardBy', () => {
  const ready = { source: 'cashier', version: 1, type: 'ready' } as const;
  it.each([
    ['its own type', 'ready', true],
    ['every message', '*', true],
    ['another type', 'height', false],
  ] as const)('%s', (_, name, expected) => {
    expect(isHeardBy(name, ready)).toBe(expected);
  });
});
