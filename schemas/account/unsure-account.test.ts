import { describe, expect, it } from 'vitest';
import { accountDigest, UNSURE_FOR_MS, unsureBefore, type UnsureAccount } from './unsure-account.ts';

const IBAN = 'PT50000201231234567890154';
const AT = Date.UTC(2026, 10, 27, 15, 0);

describe('accountDigest: the only trace of an unsure account kept', () => {
  it('is the SHA-256 of the account as the server compares it, in hex, never the account', async () => {
    const digest = await accountDigest(IBAN);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    await expect(accountDigest('pt50 0002 0123 1234 5678 9015 4')).resolves.toBe(digest);
    await expect(accountDigest('PT50000201231234567890155')).resolves.not.toBe(digest);
  });
});

describe('unsureBefore: whether a kept unknown create is the one to look for again', () => {
  const record = async (): Promise<UnsureAccount> => ({ sessionId: 's-1', payGroupId: 521, digest: await accountDigest(IBAN), before: ['req_1181'], at: AT });

  it.each<[string, Partial<UnsureAccount>, number, string, ReadonlySet<string> | null]>([
    ['the same session, method and account: the saved accounts it had', {}, AT + 1000, IBAN, new Set(['req_1181'])],
    ['the same account typed with spaces, in lower case', {}, AT + 1000, 'pt50 0002 0123 1234 5678 9015 4', new Set(['req_1181'])],
    ['just before it expires', {}, AT + UNSURE_FOR_MS - 1, IBAN, new Set(['req_1181'])],
    ['expired', {}, AT + UNSURE_FOR_MS, IBAN, null],
    ['from a clock set later', {}, AT - 1, IBAN, null],
    ['another account typed', {}, AT + 1000, 'DE44500105175407324931', null],
    ['of another session', { sessionId: 's-2' }, AT + 1000, IBAN, null],
    ['of another method', { payGroupId: 522 }, AT + 1000, IBAN, null],
  ])('%s', async (_name, change, now, typed, expected) => {
    expect(unsureBefore({ ...(await record()), ...change }, 's-1', 521, await accountDigest(typed), now)).toEqual(expected);
  });

  it('none kept: none to look for', async () => {
    expect(unsureBefore(null, 's-1', 521, await accountDigest(IBAN), AT)).toBeNull();
  });
});
