import { describe, expect, it } from 'vitest';
import { fromBrowserExtension } from './extension-errors.ts';

const thrownIn = (...filenames: string[]) => ({ exception: { values: [{ stacktrace: { frames: filenames.map((filename) => ({ filename })) } }] } });

describe('fromBrowserExtension: errors the cashier ignores', () => {
  it.each([
    ['a Chrome extension', thrownIn('https://cashier.example/assets/main.js', 'chrome-extension://abcdef/content.js'), true],
    ['a Firefox extension', thrownIn('moz-extension://1234/inject.js'), true],
    ['a Safari extension', thrownIn('safari-web-extension://x/y.js'), true],
    ['the cashier itself', thrownIn('https://cashier.example/assets/main.js'), false],
    ['no stack', { exception: { values: [{}] } }, false],
    ['a message without exception', {}, false],
  ])('%s', (_, event, ignored) => {
    expect(fromBrowserExtension(event)).toBe(ignored);
  });
});
