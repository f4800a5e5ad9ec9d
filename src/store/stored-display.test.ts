import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepDisplay } from './display-form.ts';
import { readStoredJson } from './storage.ts';
import { parseStoredDisplay, pendingDisplay, storeDisplay, type PendingDisplay } from './stored-display.ts';

const waiting: PendingDisplay = {
  sessionId: 's-1',
  flow: 'deposit',
  payGroupId: 161,
  methodName: 'Pay by QR',
  amount: 100,
  currency: { alpha3: 'EUR', precision: 2 },
  display: { qr_code: 'BCD\n002', parameters: [{ name: 'reference', label: 'Payment reference', value: 'PH-1' }], expires_at: '2099-12-31T23:59:59Z' },
};

describe('parseStoredDisplay: the waiting payment read back from storage, through its precompiled schema', () => {
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
    ['an amount below zero ("Amount to pay: -5.00")', { ...waiting, amount: -5 }, null],
    ['a precision no currency has (1000 decimals shown)', { ...waiting, currency: { alpha3: 'EUR', precision: 1000 } }, null],
    ['a currency code of 5000 characters', { ...waiting, currency: { alpha3: 'X'.repeat(5000), precision: 2 } }, null],
    ['an empty session id', { ...waiting, sessionId: '' }, null],
    ['a field no release writes', { ...waiting, redirect: 'https://evil.example' }, null],
    ['a detail with markup in a field no release writes', { ...waiting, display: { parameters: [{ label: 'IBAN', value: 'DE44', html: '<img>' }] } }, null],
    ['details that are no list', { ...waiting, display: { parameters: { label: 'IBAN', value: 'DE44' } } }, null],
  ])('%s', (_, stored, expected) => {
    expect(parseStoredDisplay(stored)).toEqual(expected);
  });
});

describe('storeDisplay, then a reload: what is written reads back, and what is refused is dropped', () => {
  const items = new Map<string, string>();
  const reload = (): PendingDisplay | null => {
    keepDisplay(null);
    return pendingDisplay('s-1', 'deposit', readStoredJson('phDisplayForm'));
  };
  afterEach(() => {
    items.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const stubStorage = (): void => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value), removeItem: (key: string) => items.delete(key) });
  };

  it('the display data of an answer, with fields the screen does not show, reads back as shown', () => {
    stubStorage();
    const parameters = [{ name: 'reference', label: 'Payment reference', value: 'PH-1', type: 'text', extended_type: null }];
    storeDisplay({ ...waiting, display: { ...waiting.display, parameters } });
    expect(reload()).toEqual(waiting);
  });

  it('a stored value that is refused is removed, so no later page reads it', () => {
    stubStorage();
    items.set('phDisplayForm', JSON.stringify({ ...waiting, amount: -5 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(reload()).toBeNull();
    expect(items.has('phDisplayForm')).toBe(false);
  });

  it.each([
    ['text that is no JSON', 'PH-1 waiting'],
    ['JSON cut short', JSON.stringify(waiting).slice(0, 40)],
    ['an empty text', ''],
    ['JSON null', 'null'],
  ])('a stored value that is no display form at all (%s) is removed too', (_, text) => {
    stubStorage();
    items.set('phDisplayForm', text);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(reload()).toBeNull();
    expect(items.has('phDisplayForm')).toBe(false);
  });

  it('nothing stored: nothing to read, remove or tell', () => {
    stubStorage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const removed = vi.spyOn(localStorage, 'removeItem');
    expect(reload()).toBeNull();
    expect(removed).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
