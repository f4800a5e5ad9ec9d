import { describe, expect, it } from 'vitest';
import type { DisplayData } from '../server/v1/types.ts';
import { displayDeadline, displayProblems } from './display-data.ts';

describe('displayDeadline: when the details stop being valid', () => {
  it.each<[string, string | undefined, number | null]>([
    ['expires_at as the server sends it', '2030-01-01T00:00:00Z', Date.parse('2030-01-01T00:00:00Z')],
    ['without expires_at: no deadline', undefined, null],
    ['an unreadable time: no deadline', 'soon', null],
  ])('%s', (_, expiresAt, expected) => {
    expect(displayDeadline(expiresAt === undefined ? { qr_code: 'x' } : { qr_code: 'x', expires_at: expiresAt })).toBe(expected);
  });
});

describe('displayProblems: what the display form tells the console', () => {
  const detail = (type?: string): NonNullable<DisplayData['parameters']>[number] => ({ name: 'ref', label: 'Reference', value: 'R-1', ...(type === undefined ? {} : { type }) });
  it.each<[string, DisplayData, string[]]>([
    ['a sound answer: nothing', { qr_code: 'x', parameters: [detail('disabledInputCopy'), detail()], expires_at: '2030-01-01T00:00:00Z' }, []],
    [
      'an unknown parameter type, as the method form says it',
      { parameters: [detail('disabledInputCopy'), detail('hologram')] },
      ['Display parameter 1 "ref" of type "hologram" has an unknown field type; it is shown as a detail to copy.'],
    ],
    ['an expires_at that is no date', { qr_code: 'x', expires_at: 'next Tuesday' }, ['expires_at "next Tuesday" is no date; the details are shown without a deadline.']],
    ['an empty expires_at is no date either', { qr_code: 'x', expires_at: '' }, ['expires_at "" is no date; the details are shown without a deadline.']],
  ])('%s', (_, display, expected) => {
    expect(displayProblems(display)).toEqual(expected);
  });
});
