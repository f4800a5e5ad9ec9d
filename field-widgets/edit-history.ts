/** A masked field's text: the value stored and the text shown. */
export interface FieldText {
  value: string;
  display: string;
}

/** A masked field's text and where its caret stood in `display`. */
export interface FieldState extends FieldText {
  caret: number;
}

/**
 * A masked field's own undo and redo. The mask writes its reformatted text to the input (a space every fourth digit),
 * and a script's write leaves Chromium's undo nothing of the field's to take back: after "4111 1111 1111 1111" was
 * typed, Ctrl+Z took back the last three digits, then nothing. Writing the reformat through
 * execCommand('insertText') keeps the browser's history, but makes each reformat a step of its own, which the mask
 * puts straight back: undo stands still.
 */
export interface EditHistory {
  undo: FieldState[];
  redo: FieldState[];
  /** The last edit's inputType ('' once an undo or a redo broke the run off): edits of one kind in a row are one step. */
  kind: string;
  /**
   * Where the caret stood when the last key was pressed (before that key's edit: where its undo puts the caret back),
   * then where the field's render left it: a key pressed elsewhere (the caret moved) starts a new step.
   */
  caret: number;
}

export const emptyHistory = (): EditHistory => ({ undo: [], redo: [], kind: '', caret: 0 });

/**
 * Keeps the text before an edit (`edit` its inputType) for undo when the edit starts a step: typing on, or deleting
 * on, where the caret was left is one step, as in a browser's own text field (so is a paste after a paste, rare in a
 * masked field). What was undone is let go.
 */
export function recordEdit(history: EditHistory, before: FieldText, edit: string): void {
  if (edit !== history.kind) history.undo.push({ ...before, caret: history.caret });
  history.redo = [];
  history.kind = edit;
}

/** A key other than undo's or redo's pressed with the caret at `caret` (in the text shown). */
export function keyPressed(history: EditHistory, caret: number): void {
  if (caret !== history.caret) history.kind = '';
  history.caret = caret;
}

/** The field was drawn with its caret at `caret`. */
export function caretLeft(history: EditHistory, caret: number): void {
  history.caret = caret;
}

/** The field an undo (or a redo) turns `current` into, `current` kept for the way back; undefined when there is none. */
export function travel(history: EditHistory, current: FieldState, undo: boolean): FieldState | undefined {
  const [from, to] = undo ? [history.undo, history.redo] : [history.redo, history.undo];
  const text = from.pop();
  if (text !== undefined) to.push(current);
  history.kind = '';
  return text;
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
