import { describe, expect, it } from 'vitest';
import { sameAccountId } from './account-id.ts';

describe('sameAccountId (an option\'s value against a requisite_id, whichever form each takes)', () => {
  it.each<[string, string, string, boolean]>([
    ['the same text', 'req_1207', 'req_1207', true],
    ['a word before the number, and the bare number', 'req_1207', '1207', true],
    ['another word, another joint', 'REQ-1207', 'req_1207', true],
    ['leading zeros', 'req_01207', '1207', true],
    ['spaces around', ' 1207 ', '1207', true],
    ['another number', 'req_1207', '1208', false],
    ['a number that only ends the same', '11207', '1207', false],
    ['not numbers: as given', 'a1b2-c3', 'a1b2-c3', true],
    ['not numbers, another', 'a1b2-c3', 'a1b2-c4', false],
    ['not numbers, another case', 'abc', 'ABC', false],
  ])('%s', (_name, one, other, same) => {
    expect(sameAccountId(one, other)).toBe(same);
    expect(sameAccountId(other, one)).toBe(same);
  });
});
