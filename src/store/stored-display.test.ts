import { describe, expect, it } from 'vitest';
import { displayDeadline, parseStoredDisplay, type PendingDisplay } from './stored-display.ts';

const waiting: PendingDisplay = {
  sessionId: 's-1',
  flow: 'deposit',
  payGroupId: 161,
  methodName: 'Pay by QR',
  amount: 100,
  currency: { alpha3: 'EUR', precision: 2 },
  display: { qr_code: 'BCD\n002', parameters: [{ name: 'reference', label: 'Payment reference', value: 'PH-1' }], expires_at: '2099-12-31T23:59:59Z' },
};

describe('parseStoredDisplay: the waiting payment read back from storage', () => {
  it.each<[string, unknown, PendingDisplay | null]>([
    ['the record as written', JSON.parse(JSON.stringify(waiting)), waiting],
    ['no amount', { ...waiting, amount: null }, { ...waiting, amount: null }],
    ['details only, no QR code', { ...waiting, display: { parameters: [{ label: 'IBAN', value: 'DE44' }] } }, { ...waiting, display: { parameters: [{ label: 'IBAN', value: 'DE44' }] } }],
    ['nothing stored', null, null],
    ['not an object', 'text', null],
    ['no session id', { ...waiting, sessionId: undefined }, null],
    ['an unknown flow', { ...waiting, flow: 'casino' }, null],
    ['a pay group id that is no integer', { ...waiting, payGroupId: '161' }, null],
    ['an amount that is no number', { ...waiting, amount: '100' }, null],
    ['a currency without precision', { ...waiting, currency: { alpha3: 'EUR' } }, null],
    ['a detail without a value', { ...waiting, display: { parameters: [{ label: 'IBAN' }] } }, null],
    ['an empty QR text', { ...waiting, display: { qr_code: '' } }, null],
    ['a QR text longer than any answer allows', { ...waiting, display: { qr_code: 'x'.repeat(2001) } }, null],
  ])('%s', (_, stored, expected) => {
    expect(parseStoredDisplay(stored)).toEqual(expected);
  });
});

describe('displayDeadline: when the details stop being valid', () => {
  it.each<[string, string | undefined, number | null]>([
    ['expires_at as the server sends it', '2030-01-01T00:00:00Z', Date.parse('2030-01-01T00:00:00Z')],
    ['without expires_at: no deadline', undefined, null],
    ['an unreadable time: no deadline', 'soon', null],
  ])('%s', (_, expiresAt, expected) => {
    expect(displayDeadline(expiresAt === undefined ? { qr_code: 'x' } : { qr_code: 'x', expires_at: expiresAt })).toBe(expected);
  });
});
