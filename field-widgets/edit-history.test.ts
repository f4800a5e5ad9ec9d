import { describe, expect, it } from 'vitest';
import { caretLeft, emptyHistory, historyKey, keyPressed, recordEdit, travel, type HistoryKeys } from './edit-history.ts';

const text = (display: string): { value: string; display: string } => ({ value: display.replaceAll(' ', ''), display });

describe('edit history: undo and redo of a masked field', () => {
  it('typing on is one step, its undo goes back to before it, the caret where it was; a redo comes back', () => {
    const history = emptyHistory();
    keyPressed(history, 0);
    recordEdit(history, text(''), 'insertText');
    caretLeft(history, 1);
    keyPressed(history, 1);
    recordEdit(history, text('4'), 'insertText');
    const typed = { ...text('41'), caret: 2 };
    expect(travel(history, typed, true)).toEqual({ ...text(''), caret: 0 });
    expect(travel(history, { ...text(''), caret: 0 }, true)).toBeUndefined();
    expect(travel(history, { ...text(''), caret: 0 }, false)).toEqual(typed);
  });

  it.each([
    ['typing on', 'insertText', 'insertText', 1],
    ['deleting after typing', 'insertText', 'deleteContentBackward', 2],
    ['a paste after typing', 'insertText', 'insertFromPaste', 2],
    ['deleting on', 'deleteContentBackward', 'deleteContentBackward', 1],
  ])('%s: %s then %s is %i undo step(s)', (_, first, second, steps) => {
    const history = emptyHistory();
    recordEdit(history, text(''), first);
    recordEdit(history, text('4'), second);
    expect(history.undo).toHaveLength(steps);
  });

  it('typing after the caret moved is a step of its own: an inserted digit goes alone, not the number with it', () => {
    const history = emptyHistory();
    keyPressed(history, 0);
    recordEdit(history, text(''), 'insertText');
    caretLeft(history, 1);
    keyPressed(history, 0);
    recordEdit(history, text('4'), 'insertText');
    expect(travel(history, { ...text('54'), caret: 1 }, true)).toEqual({ ...text('4'), caret: 0 });
  });

  it('typing after an undo is a step of its own; an edit lets go what was undone', () => {
    const history = emptyHistory();
    recordEdit(history, text(''), 'insertText');
    travel(history, { ...text('41'), caret: 2 }, true);
    recordEdit(history, text(''), 'insertText');
    expect(history.undo).toHaveLength(1);
    expect(travel(history, { ...text('5'), caret: 1 }, false)).toBeUndefined();
  });
});

const keys = (key: string, code: string, modifiers: Partial<HistoryKeys> = {}): HistoryKeys => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('historyKey: the keys of undo and redo on every platform and layout', () => {
  it.each([
    ['Ctrl+Z', keys('z', 'KeyZ', { ctrlKey: true }), true],
    ['⌘Z', keys('z', 'KeyZ', { metaKey: true }), true],
    ['Ctrl+Shift+Z', keys('Z', 'KeyZ', { ctrlKey: true, shiftKey: true }), false],
    ['⌘⇧Z', keys('z', 'KeyZ', { metaKey: true, shiftKey: true }), false],
    ['Ctrl+Y', keys('y', 'KeyY', { ctrlKey: true }), false],
    ['Ctrl+Z on a German keyboard (Z where Y is in English)', keys('z', 'KeyY', { ctrlKey: true }), true],
    ['Ctrl+Y on a German keyboard', keys('y', 'KeyZ', { ctrlKey: true }), false],
    ['Ctrl+Z on a Russian keyboard (Я)', keys('я', 'KeyZ', { ctrlKey: true }), true],
    ['Ctrl+Z on an Arabic keyboard (ئ)', keys('ئ', 'KeyZ', { ctrlKey: true }), true],
    ['⌘Y (history in Safari, no redo)', keys('y', 'KeyY', { metaKey: true }), null],
    ['Z alone', keys('z', 'KeyZ'), null],
    ['AltGr+Z (Ctrl+Alt: a letter on some layouts)', keys('ż', 'KeyZ', { ctrlKey: true, altKey: true }), null],
    ['Ctrl+A', keys('a', 'KeyA', { ctrlKey: true }), null],
  ])('%s', (_, pressed, expected) => {
    expect(historyKey(pressed)).toBe(expected);
  });
});
