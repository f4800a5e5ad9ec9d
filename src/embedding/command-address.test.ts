import { describe, expect, it } from 'vitest';
import { commandAddress, commandsAddress } from './command-address.ts';
import { withoutNewTabFlag } from './new-tab.ts';
import type { MerchantCommand } from './protocol.ts';

const here = 'https://cashier.example/deposit/card/?session_id=old&lang=ar&theme=dark&dir=rtl&x-channel=ios';

describe('commandAddress', () => {
  it.each<[string, MerchantCommand, string | null]>([
    ['reinit starts again where it is', { type: 'reinit' }, null],
    [
      'a new session opens the flow list, keeping language, theme, direction and channel',
      { type: 'setSessionId', sessionId: 'new-1' },
      'https://cashier.example/withdrawal?session_id=new-1&lang=ar&theme=dark&dir=rtl&x-channel=ios',
    ],
    ['a theme reopens the page with it', { type: 'setTheme', theme: 'light' }, here.replace('theme=dark', 'theme=light')],
    ['a language reopens the page with it', { type: 'setLanguage', language: 'en' }, here.replace('lang=ar', 'lang=en')],
  ])('%s', (_, command, expected) => {
    expect(commandAddress(command, { href: here, listPath: '/withdrawal' })).toBe(expected);
  });

  it.each([
    ['en-NOMAD', 'es-NOMAD'],
    ['en-', 'es'],
    ['en', 'es'],
  ])('a language keeps the brand of lang=%s (brand6, its wager lock and analytics), giving lang=%s', (lang, expected) => {
    const address = commandAddress({ type: 'setLanguage', language: 'es' }, { href: `https://c.example/withdrawal?session_id=s&lang=${lang}`, listPath: '/withdrawal' });
    expect(address).toBe(`https://c.example/withdrawal?session_id=s&lang=${expected}`);
  });

  it('drops the fallback session parameter, so the new id wins', () => {
    expect(commandAddress({ type: 'setSessionId', sessionId: 'n' }, { href: 'https://c.example/deposit?cashier_session_id=o', listPath: '/deposit' })).toBe(
      'https://c.example/deposit?session_id=n',
    );
  });
});

describe('commandsAddress', () => {
  const context = { href: 'https://c.example/deposit/card/?session_id=s&lang=en', listPath: '/deposit' };

  it.each<[string, MerchantCommand[], string | null]>([
    ['one command goes where it goes alone', [{ type: 'setTheme', theme: 'dark' }], 'https://c.example/deposit/card/?session_id=s&lang=en&theme=dark'],
    ['reinit alone starts again here', [{ type: 'reinit' }], null],
    [
      'each starts where the one before left it',
      [
        { type: 'setTheme', theme: 'dark' },
        { type: 'setLanguage', language: 'es' },
        { type: 'setSessionId', sessionId: 'n' },
      ],
      'https://c.example/deposit?session_id=n&lang=es&theme=dark',
    ],
    ['reinit after a change starts again from the changed address', [{ type: 'setLanguage', language: 'ar' }, { type: 'reinit' }], 'https://c.example/deposit/card/?session_id=s&lang=ar'],
  ])('%s', (_, commands, expected) => {
    expect(commandsAddress(commands, context)).toBe(expected);
  });
});

describe('withoutNewTabFlag', () => {
  it('drops only cashier_in_new_tab', () => {
    expect(withoutNewTabFlag('https://cashier.example/deposit?session_id=s&cashier_in_new_tab=1&lang=en')).toBe(
      'https://cashier.example/deposit?session_id=s&lang=en',
    );
  });
});
