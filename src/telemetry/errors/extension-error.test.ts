import { describe, expect, it } from 'vitest';
import { isExtensionError } from './extension-error.ts';

function withStack(stack: string): Error {
  const error = new Error('boom');
  error.stack = stack;
  return error;
}

describe('isExtensionError (spec section 7: browser-extension errors ignored)', () => {
  it.each([
    { name: 'chrome extension frame', error: withStack('Error: boom\n    at x (chrome-extension://abcdef/content.js:1:2)'), expected: true },
    { name: 'firefox extension frame', error: withStack('x@moz-extension://1234/inject.js:3:4'), expected: true },
    { name: 'safari web extension frame', error: withStack('x@safari-web-extension://1234/a.js:1:1'), expected: true },
    { name: 'extension URL as a thrown string', error: 'Script error at chrome-extension://abc/x.js', expected: true },
    { name: 'cashier frame', error: withStack('Error: boom\n    at render (https://cashier.example/assets/form-1a2b.js:1:2)'), expected: false },
    { name: 'a plain value', error: 42, expected: false },
  ])('$name', ({ error, expected }) => {
    expect(isExtensionError(error)).toBe(expected);
  });
});
