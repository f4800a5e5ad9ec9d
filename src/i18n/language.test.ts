import { describe, expect, it } from 'vitest';
import type { StorageAccess } from '../app/remembered-param.ts';
import { chooseLanguage, LANGUAGE_STORAGE_KEY, resolveLanguage } from './language.ts';

function memoryStorage(initial: Record<string, string> = {}): { access: StorageAccess; items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    access: () => ({ getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }),
  };
}

const blocked: StorageAccess = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('resolveLanguage: the fallback chain lang -> two letters -> stored -> en', () => {
  it.each([
    ['pt-BR', null, 'pt'],
    ['pt', null, 'pt'],
    ['AR-XX', null, 'ar'],
    ['he', 'ru', 'he'],
    ['de-DE', null, 'en'],
    ['de', 'ru', 'en'],
    ['', null, 'en'],
    [null, 'uk', 'uk'],
    [null, 'pt-BR', 'pt'],
    [null, 'xx', 'en'],
    [null, null, 'en'],
  ] as const)('lang=%s, stored %s -> %s', (lang, stored, expected) => {
    expect(resolveLanguage(lang, stored)).toBe(expected);
  });
});

describe(`chooseLanguage and the stored key ${LANGUAGE_STORAGE_KEY} (spec section 7)`, () => {
  it('reads the stored key when lang is absent', () => {
    const { access } = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'tr' });
    expect(chooseLanguage(null, access)).toBe('tr');
  });

  it('writes the chosen language when lang is given, and lang wins over the stored one', () => {
    const { access, items } = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'tr' });
    expect(chooseLanguage('es-MX', access)).toBe('es');
    expect(items.get(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('does not write when lang is absent', () => {
    const { access, items } = memoryStorage();
    expect(chooseLanguage(null, access)).toBe('en');
    expect(items.has(LANGUAGE_STORAGE_KEY)).toBe(false);
  });

  it('works with storage blocked in a third-party frame (access throws) or missing', () => {
    expect(chooseLanguage(null, blocked)).toBe('en');
    expect(chooseLanguage('ar', blocked)).toBe('ar');
    expect(chooseLanguage('fr', () => null)).toBe('fr');
  });

  it('works when getItem and setItem themselves throw', () => {
    const throwing: StorageAccess = () => ({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    });
    expect(chooseLanguage(null, throwing)).toBe('en');
    expect(chooseLanguage('uz', throwing)).toBe('uz');
  });
});
