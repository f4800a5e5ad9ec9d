import { describe, expect, it } from 'vitest';
import { caretLeft, emptyHistory, historyAsked, historyKey, keyPressed, recordEdit, travel, valueDrawn, type HistoryKeys } from './edit-history.ts';

const text = (display: string): { value: string; display: string } => ({ value: display.replaceAll(' ', ''), display });

describe('edit history: undo and redo of a masked field', () => {
  it('typing on is one step, its undo goes back to before it, the caret where it was; a redo comes back, the caret where the typing ended', () => {
    const history = emptyHistory();
    keyPressed(history, 0);
    recordEdit(history, text(''), 'insertText');
    caretLeft(history, 1);
    keyPressed(history, 1);
    recordEdit(history, text('4'), 'insertText');
    caretLeft(history, 2);
    expect(travel(history, text('41'), true)).toMatchObject({ ...text(''), caret: 0 });
    expect(travel(history, text(''), true)).toBeUndefined();
    expect(travel(history, text(''), false)).toMatchObject({ ...text('41'), caret: 2 });
  });

  it('redos in a row put the caret where each edit ended, not where the undo before them left it', () => {
    const history = emptyHistory();
    keyPressed(history, 0);
    recordEdit(history, text(''), 'insertText');
    caretLeft(history, 4);
    // A digit typed at the start: the caret moved, a step of its own, ending after that digit.
    keyPressed(history, 0);
    recordEdit(history, text('4111'), 'insertText');
    caretLeft(history, 1);
    expect(travel(history, text('54111'), true)).toMatchObject({ ...text('4111'), caret: 0 });
    expect(travel(history, text('4111'), true)).toMatchObject({ ...text(''), caret: 0 });
    expect(travel(history, text(''), false)).toMatchObject({ ...text('4111'), caret: 4 });
    expect(travel(history, text('4111'), false)).toMatchObject({ ...text('54111'), caret: 1 });
    // And undone again, each goes back where it began.
    expect(travel(history, text('54111'), true)).toMatchObject({ ...text('4111'), caret: 0 });
  });

  it.each([
    ['typing on', 'insertText', 'insertText', 1],
    ['deleting after typing', 'insertText', 'deleteContentBackward', 2],
    ['a paste after typing', 'insertText', 'insertFromPaste', 2],
    ['deleting on', 'deleteContentBackward', 'deleteContentBackward', 1],
    ['a paste after a paste', 'insertFromPaste', 'insertFromPaste', 2],
    ['a cut after a cut', 'deleteByCut', 'deleteByCut', 2],
    ['a drop after a drop', 'insertFromDrop', 'insertFromDrop', 2],
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
    expect(travel(history, text('54'), true)).toMatchObject({ ...text('4'), caret: 0 });
  });

  it('typing after an undo is a step of its own; an edit lets go what was undone', () => {
    const history = emptyHistory();
    recordEdit(history, text(''), 'insertText');
    travel(history, text('41'), true);
    recordEdit(history, text(''), 'insertText');
    expect(history.undo).toHaveLength(1);
    expect(travel(history, text('5'), false)).toBeUndefined();
  });
});

describe('valueDrawn: a value the field did not edit starts its history afresh', () => {
  /** A history of the card number 41 typed over an empty field, the form holding 41. */
  const typed41 = () => {
    const history = emptyHistory();
    valueDrawn(history, '', '', null);
    recordEdit(history, text(''), 'insertText');
    valueDrawn(history, '41', '41', '');
    return history;
  };

  it('an edit the form stores as the field reported it keeps the history', () => {
    expect(typed41().undo).toHaveLength(1);
  });

  it('an edit the widget stores as another value (the phone: 256 stored as +256) keeps the history', () => {
    const history = emptyHistory();
    recordEdit(history, text(''), 'insertText');
    valueDrawn(history, '+256', '256', '');
    expect(history.undo).toHaveLength(1);
  });

  it.each([
    ['an amount block', '50'],
    ['a reset', ''],
  ])('%s (the form value changed from outside) lets the earlier typing go', (_, value) => {
    const history = typed41();
    valueDrawn(history, value, '41', null);
    expect(history.undo).toEqual([]);
    expect(travel(history, text(value), true)).toBeUndefined();
  });

  it('a render with the same value keeps the history', () => {
    const history = typed41();
    valueDrawn(history, '41', '41', null);
    expect(history.undo).toHaveLength(1);
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
    expect(historyAsked(pressed)).toBe(expected);
  });

  it.each([
    ['historyUndo', true],
    ['historyRedo', false],
    ['insertText', null],
    ['insertFromPaste', null],
  ])('a beforeinput of %s (the browser menu\'s Undo and Redo) asks %s', (inputType, expected) => {
    expect(historyAsked({ inputType })).toBe(expected);
  });
});
