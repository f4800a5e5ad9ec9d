import { describe, expect, it } from 'vitest';
import { caretAt, keptBefore } from './caret.ts';

describe('the caret of a masked input, counted in kept characters', () => {
  it.each([
    ['192345', 2, 2],
    ['+256 772 1234 56', 10, 7],
    ['08/', 3, 2],
    ['', 0, 0],
  ])('%j with the caret at %i has %i kept characters before it', (text, at, kept) => {
    expect(keptBefore(text, at)).toBe(kept);
  });

  it.each([
    ['192 345', 2, 2],
    ['1 982 345', 3, 4],
    ['+256 772 124 56', 7, 10],
    ['08/2', 2, 2],
    ['4111 1111', 0, 0],
    ['12', 5, 2],
  ])('in %j, %i kept characters put the caret at %i', (display, kept, at) => {
    expect(caretAt(display, kept)).toBe(at);
  });
});
