import { describe, expect, it } from 'vitest';
import { caretLeft, emptyHistory, historyAsked, historyKey, keyPressed, recordEdit, travel, type EditHistory, type HistoryKeys } from './edit-history.ts';

const text = (display: string): { value: string; display: string } => ({ value: display.replaceAll(' ', ''), display });

/** Records the edit `kind` that turned `before` into `after`. */
const edit = (history: EditHistory, before: string, after: string, kind = 'insertText'): void => recordEdit(history, text(before), text(after), kind);

describe('edit history: undo and redo of a masked field', () => {
  it('typing on is one step, its undo goes back to before it, the caret where it was; a redo comes back, the caret where the typing ended', () => {
    const history = emptyHistory();
    keyPressed(history, 0);
    edit(history, '', '4');
    caretLeft(history, 1);
    keyPressed(history, 1);
    edit(history, '4', '41');
    caretLeft(history, 2);
    expect(travel(history, text('41'), true)).toMatchObject({ ...text(''), caret: 0 });
    expect(travel(history, text(''), true)).toBeUndefined();
    expect(travel(history, text(''), false)).toMatchObject({ ...text('41'), caret: 2 });
  });

  it('redos in a row put the caret where each edit ended, not where the undo before them left it', () => {
    const history = emptyHistory();
    keyPressed(history, 0);
    edit(history, '', '4111');
    caretLeft(history, 4);
    // A digit typed at the start: the caret moved, a step of its own, ending after that digit.
    keyPressed(history, 0);
    edit(history, '4111', '54111');
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
    edit(history, '', '4', first);
    edit(history, '4', '41', second);
    expect(history.undo).toHaveLength(steps);
  });

  it('typing after the caret moved is a step of its own: an inserted digit goes alone, not the number with it', () => {
    const history = emptyHistory();
    keyPressed(history, 0);
    edit(history, '', '4');
    caretLeft(history, 1);
    keyPressed(history, 0);
    edit(history, '4', '54');
    expect(travel(history, text('54'), true)).toMatchObject({ ...text('4'), caret: 0 });
  });

  it('typing after an undo is a step of its own; an edit lets go what was undone', () => {
    const history = emptyHistory();
    edit(history, '', '41');
    travel(history, text('41'), true);
    edit(history, '', '5');
    expect(history.undo).toHaveLength(1);
    expect(travel(history, text('5'), false)).toBeUndefined();
  });
});

describe('edit history: a text set from outside (a reset, a prefill, an amount block) starts it afresh', () => {
  /** 125 typed, then its 5 deleted: two steps. */
  const typed = (): EditHistory => {
    const history = emptyHistory();
    edit(history, '', '125');
    edit(history, '125', '12', 'deleteContentBackward');
    return history;
  };

  it('an undo after it brings back no typing from before it, nor does a redo', () => {
    const history = typed();
    expect(travel(history, text('50'), true)).toBeUndefined();
    expect(travel(history, text('50'), false)).toBeUndefined();
  });

  it('an edit after it is the first step, its undo goes back to the text set', () => {
    const history = typed();
    edit(history, '50', '500');
    expect(travel(history, text('500'), true)).toMatchObject(text('50'));
    expect(travel(history, text('50'), true)).toBeUndefined();
  });

  it('the field showing what the history left it keeps the history, however the widget stores it', () => {
    const history = typed();
    expect(travel(history, text('12'), true)).toMatchObject(text('125'));
    expect(travel(history, text('125'), true)).toMatchObject(text(''));
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
