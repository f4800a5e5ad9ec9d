import { describe, expect, it } from 'vitest';
import { sessionRef } from './session-ref.ts';

describe('sessionRef', () => {
  it('is the first 16 hex digits of the SHA-256 of the session id, never the id', async () => {
    // printf deposit-card-success | sha256sum
    expect(await sessionRef('deposit-card-success')).toBe((await sessionRef('deposit-card-success')).slice(0, 16));
    expect(await sessionRef('abc')).toBe('ba7816bf8f01cfea');
    expect(await sessionRef('deposit-card-success')).not.toContain('deposit');
  });
});
