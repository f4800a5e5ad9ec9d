import { describe, expect, it } from 'vitest';
import { inTimeZone } from '../../tests/time-zone.ts';
import { accountBlockOf, blockedScreenState, type VerificationBlockFields } from './account-block.ts';
import { blockEnd } from './block-end.ts';
import { readBlockedScreenState } from './blocked-screen-state.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('accountBlockOf (payout_account_verification_blocked, _until)', () => {
  it.each<[string, VerificationBlockFields, ReturnType<typeof accountBlockOf>]>([
    ['not blocked', { payout_account_verification_blocked: false, payout_account_verification_blocked_until: '2099-12-31T23:59:00Z' }, null],
    ['no fields (a deposit)', {}, null],
    ['blocked until a later time', { payout_account_verification_blocked: true, payout_account_verification_blocked_until: '2026-11-25T13:30:00Z' }, { until: Date.parse('2026-11-25T13:30:00Z') }],
    ['blocked with no end', { payout_account_verification_blocked: true, payout_account_verification_blocked_until: null }, { until: null }],
    ['blocked until a time that is no date', { payout_account_verification_blocked: true, payout_account_verification_blocked_until: 'soon' }, { until: null }],
    ['a block whose time has passed', { payout_account_verification_blocked: true, payout_account_verification_blocked_until: '2026-11-25T11:59:59Z' }, null],
  ])('%s', (_name, details, expected) => {
    expect(accountBlockOf(details, NOW)).toEqual(expected);
  });
});

describe('blockEnd: a long block named by its end (in UTC)', () => {
  inTimeZone('UTC');
  it('the date as the language writes it and HH:MM', () => {
    expect(blockEnd(Date.parse('2099-12-31T23:59:00Z'), 'pt')).toEqual({ date: '31/12/2099', time: '23:59' });
    expect(blockEnd(Date.parse('2027-03-04T05:06:59Z'), 'ru')).toEqual({ date: '04.03.2027', time: '05:06' });
  });
});

describe("blockEnd on the user's clock (the browser's time zone, here Tokyo)", () => {
  inTimeZone('Asia/Tokyo');

  it('the next day in Tokyo', () => {
    expect(blockEnd(Date.parse('2099-12-31T23:59:00Z'), 'ru')).toEqual({ date: '01.01.2100', time: '08:59' });
  });
});

describe('the account-blocked screen state in its history entry', () => {
  it('reads back what was written', () => {
    const block = { until: NOW + 5000, supportUrl: 'https://support.example.com/payouts', formPath: '/withdrawal/bank_transfer/' };
    expect(readBlockedScreenState(blockedScreenState(block))).toEqual(block);
    const bare = { until: null, supportUrl: null, formPath: null };
    expect(readBlockedScreenState(blockedScreenState(bare))).toEqual(bare);
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'withdrawal/bank_transfer/', 42])('a form path %j that is no path of the app leads to the methods', (formPath) => {
    expect(readBlockedScreenState({ accountBlock: { until: null, formPath } })).toEqual({ until: null, supportUrl: null, formPath: null });
  });

  it.each([null, undefined, 'x', {}, { accountBlock: null }, { accountBlock: { until: 'soon' } }, { accountBlock: { until: Number.NaN } }])('%j holds none', (state) => {
    expect(readBlockedScreenState(state)).toBeNull();
  });
});
