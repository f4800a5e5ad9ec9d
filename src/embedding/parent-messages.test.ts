import { describe, expect, it } from 'vitest';
import { readIncoming, trustedParentOrigin, withoutNewTabFlag } from './parent-messages.ts';

const allowed = ['https://merchant.example'];

describe('trustedParentOrigin', () => {
  it.each([
    ['an allowlisted ancestor', ['https://merchant.example'], '', 'https://merchant.example'],
    ['an allowlisted referrer when ancestors are unknown', [], 'https://merchant.example/casino?x=1', 'https://merchant.example'],
    ['an ancestor off the list, even with a good referrer', ['https://evil.example'], 'https://merchant.example/', null],
    ['no parent information', [], '', null],
    ['a garbage referrer', [], 'not a url', null],
  ])('%s -> %s', (_, ancestors, referrer, expected) => {
    expect(trustedParentOrigin(allowed, ancestors, referrer)).toBe(expected);
  });
});

describe('readIncoming', () => {
  it.each([
    ['reinit from the merchant', 'https://merchant.example', { type: 'reinit' }, { type: 'reinit' }],
    ['a session id from the merchant', 'https://merchant.example', { type: 'setSessionId', sessionId: 's-1' }, { type: 'setSessionId', sessionId: 's-1' }],
    ['reinit from another origin', 'https://evil.example', { type: 'reinit' }, null],
    ['a hostile session id', 'https://merchant.example', { type: 'setSessionId', sessionId: '<img src=x>' }, null],
    ['an unknown type', 'https://merchant.example', { type: 'eval', code: '1' }, null],
    ['a string', 'https://merchant.example', 'reinit', null],
  ])('%s', (_, origin, data, expected) => {
    expect(readIncoming(allowed, origin, data)).toEqual(expected);
  });
});

describe('withoutNewTabFlag', () => {
  it('drops only cashier_in_new_tab', () => {
    expect(withoutNewTabFlag('https://cashier.example/deposit?session_id=s&cashier_in_new_tab=1&lang=en')).toBe(
      'https://cashier.example/deposit?session_id=s&lang=en',
    );
  });
});
