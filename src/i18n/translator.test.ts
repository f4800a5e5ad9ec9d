import { afterEach, describe, expect, it, vi } from 'vitest';
import { FSI, PDI } from '../../schemas/format/bidi.ts';
import * as form from './form.ts';
import * as methodList from './method-list.ts';
import { texts as common } from './common/en.ts';
import { texts as methodListTexts } from './method-list/en.ts';
import { texts as formTexts } from './form/en.ts';
import { texts as result } from './result/en.ts';
import { texts as threeDs } from './three-ds/en.ts';
import { translation as ar } from './languages/ar.ts';
import { translation as ru } from './languages/ru.ts';
import { applyTranslation } from './translator.ts';

afterEach(() => {
  vi.restoreAllMocks();
  applyTranslation(null, 'ltr');
});

describe('translate (keys named in code)', () => {
  it('fills parameters of a known key (PH.DEPOSIT.ERROR.UNDER_MIN_LIMIT)', () => {
    expect(form.translate('PH.DEPOSIT.ERROR.UNDER_MIN_LIMIT', { min: '10.00 EUR' })).toBe('The minimum deposit is 10.00 EUR');
  });
  it('leaves a missing parameter visible', () => {
    expect(form.translate('APP.FORM.AMOUNT_HINT', { min: 1 })).toBe('From 1 to {max}');
  });
  it('knows the common texts on every screen', () => {
    expect(methodList.translate('APP.LOADING')).toBe('Loading…');
    expect(form.translate('APP.LOADING')).toBe('Loading…');
  });
  it('rejects a typo at compile time', () => {
    // @ts-expect-error 'APP.FORM.SUBMITT' is a typo: translate accepts only keys that have a text.
    expect(form.translate('APP.FORM.SUBMITT')).toBe('APP.FORM.SUBMITT');
  });
  it('rejects, on the method list, a key whose text lives in the form chunk', () => {
    // @ts-expect-error the form's texts are not on the method list's path, so its translate does not take their keys.
    expect(methodList.translate('PH.ERROR.INCORRECT_CVV')).toBeTypeOf('string');
  });
});

describe('translateServerKey (keys that arrive as data)', () => {
  it('gives the text of a known key with its parameters', () => {
    expect(methodList.translateServerKey('PH.LOST_PROFIT.EXTRA_PERCENT', { percent: 5 })).toBe('Get 5% extra with this method');
  });
  it('shows an unknown key as itself, never blank, and tells the console once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(form.translateServerKey('PH.ERROR.SOMETHING_NEW')).toBe('PH.ERROR.SOMETHING_NEW');
    expect(form.translateServerKey('PH.ERROR.SOMETHING_NEW', { min: 1 })).toBe('PH.ERROR.SOMETHING_NEW');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('PH.ERROR.SOMETHING_NEW');
  });
  it("shows a server label in words as the server's text, without telling the console", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(form.translateServerKey('Card number')).toBe('Card number');
    expect(form.translateServerKey('CVV')).toBe('CVV');
    expect(warn).not.toHaveBeenCalled();
  });
  it('does not report a known key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(form.translateServerKey('PH.ERROR.INCORRECT_CVV')).toBe('Incorrect CVV');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('applyTranslation (the chosen language)', () => {
  it("puts the language's texts in place of English on every screen, typed keys and server keys alike", () => {
    applyTranslation(ru, 'ltr');
    expect(methodList.translate('APP.DEPOSIT.CHOOSE_METHOD')).toBe('Выберите способ оплаты');
    expect(form.translate('PH.DEPOSIT.ERROR.UNDER_MIN_LIMIT', { min: '10.00 EUR' })).toBe('Минимальная сумма пополнения — 10.00 EUR');
    expect(methodList.translateServerKey('PH.PROCESSING_TIME.INSTANT')).toBe('Мгновенно');
  });
  it('goes back to English with no translation', () => {
    applyTranslation(ru, 'ltr');
    applyTranslation(null, 'ltr');
    expect(methodList.translate('APP.DEPOSIT.CHOOSE_METHOD')).toBe('Choose a payment method');
  });
  it('isolates every interpolated value on a right-to-left page, once', () => {
    applyTranslation(ar, 'rtl');
    expect(form.translate('APP.FORM.AMOUNT_HINT', { min: 'KWD 5.000', max: `${FSI}KWD 1 500.000${PDI}` })).toBe(
      `من ${FSI}KWD 5.000${PDI} إلى ${FSI}KWD 1 500.000${PDI}`,
    );
  });
  it('still shows an unknown server key as itself', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    applyTranslation(ar, 'rtl');
    expect(form.translateServerKey('PH.ERROR.SOMETHING_ELSE')).toBe('PH.ERROR.SOMETHING_ELSE');
  });
});

describe('the English catalogues', () => {
  const catalogues = { common, methodList: methodListTexts, form: formTexts, result, threeDs };

  it('hold each key in one file only (one English source of truth)', () => {
    const owners = new Map<string, string[]>();
    for (const [name, texts] of Object.entries(catalogues)) {
      for (const key of Object.keys(texts)) owners.set(key, [...(owners.get(key) ?? []), name]);
    }
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });
  it('have no blank text', () => {
    const blank = Object.values(catalogues).flatMap((texts) => Object.entries(texts).filter(([, text]) => text.trim() === ''));
    expect(blank).toEqual([]);
  });
});
