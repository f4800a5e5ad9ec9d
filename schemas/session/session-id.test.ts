import { describe, expect, it } from 'vitest';
import { SESSION_ID_MAX_LENGTH, sessionIdOf } from './session-id.ts';

describe('sessionIdOf (issue 8: the session id is validated at start-up)', () => {
  it.each(['s', 'deposit-card-success', 'live-session-42f9', 'A.b_c~d-0', 'x'.repeat(SESSION_ID_MAX_LENGTH)])(
    'keeps %s',
    (value) => {
      expect(sessionIdOf(value)).toBe(value);
    },
  );

  it.each([
    ['empty', ''],
    ['a newline', 'abc\ndef'],
    ['a carriage return', 'abc\r\nX-Evil: 1'],
    ['a space', 'abc def'],
    ['a slash', 'abc/def'],
    ['a percent sign', 'abc%0A'],
    ['non-Latin letters', 'сессия'],
    ['full-width digits', '１２３'],
    ['a zero-width space', 'abc\u200Bdef'],
    ['one character too many', 'x'.repeat(SESSION_ID_MAX_LENGTH + 1)],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_, value) => {
    expect(sessionIdOf(value)).toBeNull();
  });
});
