/** A masked field's text: the value stored and the text shown. */
export interface FieldText {
  value: string;
  display: string;
}

/** A step of the history: the text it goes to, where it puts the caret (in `display`), and where its way back does. */
export interface Step extends FieldText {
  caret: number;
  back: number;
}

/**
 * A masked field's own undo and redo. The mask writes its reformatted text to the input (a space every fourth digit),
 * and a script's write leaves Chromium's undo nothing of the field's to take back: after "4111 1111 1111 1111" was
 * typed, Ctrl+Z took back the last three digits, then nothing. Writing the reformat through
 * execCommand('insertText') keeps the browser's history, but makes each reformat a step of its own, which the mask
 * puts straight back: undo stands still.
 */
export interface EditHistory {
  /** The texts before each edit, the caret where the edit began and `back` where it ended (its redo's caret). */
  undo: Step[];
  redo: Step[];
  /** The last edit's inputType ('' once an undo or a redo broke the run off): edits of one kind in a row are one step. */
  kind: string;
  /**
   * Where the caret stood when the last key was pressed (before that key's edit: where its undo puts the caret back),
   * then where the field's render left it: a key pressed elsewhere (the caret moved) starts a new step.
   */
  caret: number;
  /**
   * The text an edit, an undo or a redo left shown. A field showing another was set from outside (a reset, a prefill,
   * an amount block): its history starts afresh, as a script's write makes Chromium's own field forget its undo, so a
   * Ctrl+Z brings back no typing from before it. Read at the next edit or undo, never at a render: a widget may redraw
   * the field between (the phone from the number it stores).
   */
  shown: string;
}

export const emptyHistory = (): EditHistory => ({ undo: [], redo: [], kind: '', caret: 0, shown: '' });

/** Whether the field shows another text than the history left it (see `shown`); if so, the history is let go. */
function setFromOutside(history: EditHistory, current: FieldText): boolean {
  const outside = current.display !== history.shown;
  if (outside) {
    history.undo = [];
    history.redo = [];
  }
  return outside;
}

/**
 * Keeps the text before an edit (`edit` its inputType, `after` the text it made) for undo when the edit starts a step:
 * typing on, or deleting on, where the caret was left is one step, as in a browser's own text field; each paste, drop
 * or cut is a step of its own (insertFromPaste, deleteByCut…). What was undone is let go.
 */
export function recordEdit(history: EditHistory, before: FieldText, after: FieldText, edit: string): void {
  if (setFromOutside(history, before) || edit !== history.kind || /From|By/.test(edit)) {
    history.undo.push({ ...before, caret: history.caret, back: history.caret });
  }
  history.redo = [];
  history.kind = edit;
  history.shown = after.display;
}

/** A key other than undo's or redo's pressed, or an edit begun (a paste from the menu), with the caret at `caret`. */
export function keyPressed(history: EditHistory, caret: number): void {
  if (caret !== history.caret) history.kind = '';
  history.caret = caret;
}

/** The field was drawn with its caret at `caret`: while a step runs, its redo will put the caret there. */
export function caretLeft(history: EditHistory, caret: number): void {
  const running = history.undo.at(-1);
  if (history.kind !== '' && running !== undefined) running.back = caret;
  history.caret = caret;
}

/**
 * The field an undo (or a redo) turns `current` into, `current` kept for the way back; undefined when there is none.
 * Redos in a row put the caret where each edit ended, the undos where each began.
 */
export function travel(history: EditHistory, current: FieldText, undo: boolean): Step | undefined {
  setFromOutside(history, current);
  const [from, to] = undo ? [history.undo, history.redo] : [history.redo, history.undo];
  const step = from.pop();
  if (step !== undefined) {
    to.push({ ...current, caret: step.back, back: step.caret });
    history.shown = step.display;
  }
  history.kind = '';
  return step;
}

/** The keys of a key press, as KeyboardEvent names them. */
export type HistoryKeys = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * Whether a key press asks for undo (true: Ctrl+Z, ⌘Z) or redo (false: Ctrl+Y, Ctrl+Shift+Z, ⌘⇧Z), or neither (null).
 * The letter as the layout names it (Z of AZERTY), else the key's place, as the browser's own shortcut (Я of a
 * Russian keyboard is Z).
 */
export function historyKey({ key, code, ctrlKey, metaKey, shiftKey, altKey }: HistoryKeys): boolean | null {
  // Upper case, as the key's place names it (KeyZ).
  const letter = /^[a-z]$/i.test(key) ? key.toUpperCase() : code.slice(3);
  if (!(ctrlKey || metaKey) || altKey) return null;
  return letter === 'Z' ? !shiftKey : letter === 'Y' && ctrlKey && !shiftKey ? false : null;
}

/**
 * Whether a key press (historyKey) or an edit about to be made asks for undo (true), redo (false) or neither (null).
 * The browser's own Undo and Redo (its context menu, its Edit menu) come as a beforeinput of historyUndo or historyRedo.
 */
export function historyAsked(event: HistoryKeys | Pick<InputEvent, 'inputType'>): boolean | null {
  if (!('inputType' in event)) return historyKey(event);
  return event.inputType.startsWith('history') ? event.inputType === 'historyUndo' : null;
}
