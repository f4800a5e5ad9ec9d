import { describe, expect, it } from 'vitest';
import { caretAt, keptBefore, separatorEdit } from './caret.ts';

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

  it.each([
    ['4111 1111', '41111111', 'deleteContentForward', { text: '4111 111', caret: 4 }],
    ['4111 1111', '41111111', 'deleteContentBackward', { text: '411 1111', caret: 3 }],
    ['12/29', '1229', 'deleteContentForward', { text: '12/9', caret: 2 }],
    ['19 234 567', '19234 567', 'deleteContentForward', { text: '19 34 567', caret: 2 }],
    ['08/', '08', 'deleteContentBackward', null],
    ['4111 1111', '4111 111', 'deleteContentBackward', null],
    ['4111 1111', '41111111', 'insertText', null],
  ])('deleting from %j to %j (%s) -> %j', (shown, typed, inputType, edit) => {
    expect(separatorEdit(shown, typed, inputType)).toEqual(edit);
  });
});
