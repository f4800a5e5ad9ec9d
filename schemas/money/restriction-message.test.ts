import { describe, expect, it } from 'vitest';
import { inTimeZone } from '../../tests/time-zone.ts';
import { restrictionMessage, type RestrictionMessage } from './restriction-message.ts';

const NOW = Date.parse('2024-11-23T10:00:00Z');
const ahead = (ms: number): string => new Date(NOW + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('restrictionMessage (in Russian: 24.11; in UTC)', () => {
  inTimeZone('UTC');
  it.each<[string, string | number | Date | null | undefined, RestrictionMessage]>([
    ['date and time more than 12 h ahead', '2024-11-24T14:30:00Z', { kind: 'date-time', date: '24.11', time: '14:30' }],
    ['just over 12 h ahead', ahead(12 * HOUR + 1000), { kind: 'date-time', date: '23.11', time: '22:00' }],
    ['exactly 12 h ahead shows the time', ahead(12 * HOUR), { kind: 'time', time: '22:00' }],
    ['the time between 1 and 12 h', ahead(3 * HOUR + 5 * MINUTE), { kind: 'time', time: '13:05' }],
    ['exactly 1 h ahead shows the time', ahead(HOUR), { kind: 'time', time: '11:00' }],
    ['minutes left under 1 h', ahead(HOUR - 1000), { kind: 'minutes', minutes: 60 }],
    ['minutes rounded up', ahead(30 * MINUTE + 1), { kind: 'minutes', minutes: 31 }],
    ['a few seconds show 1 minute', ahead(5000), { kind: 'minutes', minutes: 1 }],
    ['a Date or epoch value', NOW + 2 * HOUR, { kind: 'time', time: '12:00' }],
    ['nothing when the time has come', ahead(0), { kind: 'none' }],
    ['nothing for a past time', ahead(-HOUR), { kind: 'none' }],
    ['nothing for null', null, { kind: 'none' }],
    ['nothing for an empty string', '', { kind: 'none' }],
    ['nothing for an unreadable date', 'soon', { kind: 'none' }],
  ])('%s', (_, until, expected) => {
    expect(restrictionMessage(until, NOW, 'ru')).toEqual(expected);
  });
});

describe('restrictionMessage on the user\'s clock (the browser\'s time zone, here Tokyo)', () => {
  inTimeZone('Asia/Tokyo');

  it.each<[string, string, RestrictionMessage]>([
    ['date and time in the user\'s zone', '2024-11-24T14:30:00Z', { kind: 'date-time', date: '24.11', time: '23:30' }],
    ['the zone can move the date', '2024-12-31T20:00:00Z', { kind: 'date-time', date: '01.01', time: '05:00' }],
  ])('%s', (_, until, expected) => {
    expect(restrictionMessage(until, NOW, 'ru')).toEqual(expected);
  });
});

describe('restrictionMessage writes the day and month as the page\'s language does (dateText)', () => {
  inTimeZone('UTC');
  it.each([
    ['pt', '24/11'],
    ['en', '24/11'],
    ['he', '24.11'],
    ['ar', '24\u200f/11'],
  ])('%s: %s', (language, date) => {
    expect(restrictionMessage('2024-11-24T14:30:00Z', NOW, language)).toEqual({ kind: 'date-time', date, time: '14:30' });
  });
});
