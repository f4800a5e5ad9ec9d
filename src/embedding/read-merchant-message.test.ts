import { describe, expect, it } from 'vitest';
import { readMerchantMessage } from './read-merchant-message.ts';

const envelope = { source: 'merchant', version: 1 } as const;

describe('readMerchantMessage', () => {
  it.each([
    ['reinit', { ...envelope, type: 'reinit' }, { ok: true, command: { type: 'reinit' } }],
    ['a session id', { ...envelope, type: 'setSessionId', sessionId: 's-1' }, { ok: true, command: { type: 'setSessionId', sessionId: 's-1' } }],
    ['a theme', { ...envelope, type: 'setTheme', theme: 'dark' }, { ok: true, command: { type: 'setTheme', theme: 'dark' } }],
    ['a language', { ...envelope, type: 'setLanguage', language: 'ar' }, { ok: true, command: { type: 'setLanguage', language: 'ar' } }],
    ['a string', 'reinit', { ok: false, reason: 'not-an-object' }],
    ['null', null, { ok: false, reason: 'not-an-object' }],
    ['an array', [envelope], { ok: false, reason: 'not-an-object' }],
    ['no envelope', { type: 'reinit' }, { ok: false, reason: 'wrong-envelope' }],
    ['the cashier as source', { source: 'cashier', version: 1, type: 'reinit' }, { ok: false, reason: 'wrong-envelope' }],
    ['another version', { ...envelope, version: 2, type: 'reinit' }, { ok: false, reason: 'wrong-envelope' }],
    ['an unknown type', { ...envelope, type: 'eval', code: '1' }, { ok: false, reason: 'unknown-type' }],
    ['an inherited name as type', { ...envelope, type: 'toString' }, { ok: false, reason: 'unknown-type' }],
    ['an extra field', { ...envelope, type: 'reinit', url: 'https://evil.example' }, { ok: false, reason: 'unexpected-fields' }],
    ['a missing field', { ...envelope, type: 'setSessionId' }, { ok: false, reason: 'unexpected-fields' }],
    ['a hostile session id', { ...envelope, type: 'setSessionId', sessionId: '<img src=x>' }, { ok: false, reason: 'bad-field' }],
    ['a numeric session id', { ...envelope, type: 'setSessionId', sessionId: 42 }, { ok: false, reason: 'bad-field' }],
    ['an unknown theme', { ...envelope, type: 'setTheme', theme: 'modulor' }, { ok: false, reason: 'bad-field' }],
    ['a full locale', { ...envelope, type: 'setLanguage', language: 'pt-BR' }, { ok: false, reason: 'bad-field' }],
    ['over 2 KB', { ...envelope, type: 'setSessionId', sessionId: 'x'.repeat(2100) }, { ok: false, reason: 'oversized' }],
  ])('%s', (_, data, expected) => {
    expect(readMerchantMessage(data)).toEqual(expected);
  });

  it('refuses a message it cannot measure (a cycle) as oversized', () => {
    const cyclic: Record<string, unknown> = { ...envelope, type: 'reinit' };
    cyclic['self'] = cyclic;
    expect(readMerchantMessage(cyclic)).toEqual({ ok: false, reason: 'oversized' });
  });
});
