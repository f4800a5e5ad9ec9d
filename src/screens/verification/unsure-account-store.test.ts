import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetUnsure, rememberUnsure, UNSURE_ACCOUNT_KEY, unsureBeforeReload } from './unsure-account-store.ts';

const IBAN = 'PT50000201231234567890154';
const TYPED = 'PT50 0002 0123 1234 5678 9015 4';
const AT = Date.UTC(2026, 10, 27, 15, 0);

describe('the tab keeps a payout account whose create had an unknown outcome, for a reload', () => {
  const items = new Map<string, string>();
  beforeEach(() => {
    items.clear();
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value), removeItem: (key: string) => items.delete(key) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stores the session, method, saved accounts, time and a SHA-256: no account text, nor any part of it', async () => {
    await rememberUnsure('s-1', 521, TYPED, new Set(['req_1181']), AT);
    const stored = [...items.entries()].flat().join('\n');
    expect(JSON.parse(items.get(UNSURE_ACCOUNT_KEY) ?? '')).toEqual({ sessionId: 's-1', payGroupId: 521, digest: expect.stringMatching(/^[0-9a-f]{64}$/), before: ['req_1181'], at: AT });
    for (const part of [IBAN, TYPED, IBAN.slice(4, 12), IBAN.slice(-8), IBAN.toLowerCase().slice(0, 8)]) expect(stored).not.toContain(part);
  });

  it('a reload typing the same account finds the saved accounts it had; another account, session or method finds none', async () => {
    await rememberUnsure('s-1', 521, TYPED, new Set(['req_1181']), AT);
    await expect(unsureBeforeReload('s-1', 521, IBAN, AT + 5000)).resolves.toEqual(new Set(['req_1181']));
    await expect(unsureBeforeReload('s-1', 521, 'DE44500105175407324931', AT + 5000)).resolves.toBeNull();
    await expect(unsureBeforeReload('s-2', 521, IBAN, AT + 5000)).resolves.toBeNull();
    await expect(unsureBeforeReload('s-1', 522, IBAN, AT + 5000)).resolves.toBeNull();
  });

  it('forgotten once the outcome is known, only for its own session and method', async () => {
    await rememberUnsure('s-1', 521, TYPED, new Set(['req_1181']), AT);
    forgetUnsure('s-2', 521);
    expect(items.has(UNSURE_ACCOUNT_KEY)).toBe(true);
    forgetUnsure('s-1', 521);
    expect(items.has(UNSURE_ACCOUNT_KEY)).toBe(false);
    await expect(unsureBeforeReload('s-1', 521, IBAN, AT + 5000)).resolves.toBeNull();
  });

  it.each([['not JSON', '{"sessionId":'], ['another shape', JSON.stringify({ sessionId: 's-1', payGroupId: 521, account: IBAN, before: [], at: AT })]])(
    'a stored value that is %s is dropped, never trusted',
    async (_name, text) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      items.set(UNSURE_ACCOUNT_KEY, text);
      await expect(unsureBeforeReload('s-1', 521, IBAN, AT)).resolves.toBeNull();
      expect(items.has(UNSURE_ACCOUNT_KEY)).toBe(false);
    },
  );

  it('storage refused (a third-party frame): nothing kept, nothing thrown', async () => {
    const refuse = (): never => {
      throw new DOMException('refused', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    await expect(rememberUnsure('s-1', 521, TYPED, new Set(), AT)).resolves.toBeUndefined();
    await expect(unsureBeforeReload('s-1', 521, IBAN, AT)).resolves.toBeNull();
  });
});
