import { describe, expect, it } from 'vitest';
import { checkSession, expireSession, parseSessionHistory, SESSION_HISTORY_SIZE, SESSION_LIFETIME_MS, type SessionRecord } from './session-expiry.ts';

const NOW = 1_700_000_000_000;
const record = (sessionId: string, expiresAt: number, expired = false): SessionRecord => ({ sessionId, expiresAt, expired });

describe('checkSession (spec section 4)', () => {
  it.each([
    ['a new session', 's1', [], false, false],
    ['a known session still in time', 's1', [record('s1', NOW + 1)], false, false],
    ['a known session whose time has passed', 's1', [record('s1', NOW - 1)], false, true],
    ['a session whose time ends exactly now', 's1', [record('s1', NOW)], false, true],
    ['a session recorded as expired', 's1', [record('s1', NOW + 60_000, true)], false, true],
    ['no session at all', null, [], false, true],
    ['an expired session on the LLA page', 's1', [record('s1', NOW - 1, true)], true, false],
    ['no session on the LLA page', null, [], true, false],
  ] as const)('%s: expired is %s', (_, sessionId, history, isLla, expired) => {
    expect(checkSession(sessionId, history, NOW, isLla).expired).toBe(expired);
  });

  it('renews a live session to now + L (900000 ms) and puts it first', () => {
    const { history } = checkSession('s2', [record('s1', NOW + 5), record('s2', NOW + 5)], NOW, false);
    expect(history).toEqual([record('s2', NOW + SESSION_LIFETIME_MS), record('s1', NOW + 5)]);
  });

  it('keeps an expired session expired instead of renewing it', () => {
    expect(checkSession('s1', [record('s1', NOW - 1)], NOW, false).history).toEqual([record('s1', NOW - 1, true)]);
  });

  it('keeps the last 10 sessions (phPrevSessionIdData)', () => {
    const history = Array.from({ length: 12 }, (_, index) => record(`old${String(index)}`, NOW + 1));
    const checked = checkSession('new', history, NOW, false).history;
    expect(checked).toHaveLength(SESSION_HISTORY_SIZE);
    expect(checked[0]?.sessionId).toBe('new');
  });
});

describe('expireSession (error code 17)', () => {
  it('records the session as expired, so the next check says so', () => {
    const history = expireSession('s1', [record('s1', NOW + SESSION_LIFETIME_MS)], NOW);
    expect(checkSession('s1', history, NOW + 1, false).expired).toBe(true);
  });
});

describe('parseSessionHistory', () => {
  it.each([
    ['not JSON of a list', { s1: 1 }, []],
    ['records with wrong types', [{ sessionId: 1, expiresAt: 'x', expired: false }, record('ok', NOW)], [record('ok', NOW)]],
    ['an infinite time', [{ sessionId: 's', expiresAt: Infinity, expired: false }], []],
  ])('drops %s', (_, json, expected) => {
    expect(parseSessionHistory(json)).toEqual(expected);
  });
});
