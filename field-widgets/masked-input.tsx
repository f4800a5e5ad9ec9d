import { useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { ariaDescribedByIds, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import type { CashierFormContext } from './form-context.ts';
import type { FormValues } from '../schemas/compiler/compiled-form.ts';
import { caretAt, keptBefore, separatorEdit } from '../schemas/format/caret.ts';
import { normaliseTyped } from '../schemas/format/typed-text.ts';
import { reportEchoed } from './echoed-change.ts';
import { caretLeft, emptyHistory, historyAsked, keyPressed, recordEdit, travel, type FieldText } from './edit-history.ts';
import './masked-input.css';

export type CashierWidgetProps = WidgetProps<FormValues, RJSFSchema, CashierFormContext>;

/** Turns what the user typed into the stored value and what the input shows. */
export type Mask = (typed: string, previousDisplay: string) => { value: string; display: string };

interface MaskedInputProps {
  widget: CashierWidgetProps;
  mask: Mask;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'tel';
  type?: 'text' | 'password';
  maxLength?: number;
  /** Shown inside the field at its end, e.g. the card brand. */
  adornment?: ReactNode;
  /** Extra ids for aria-describedby, e.g. a hint. */
  describedBy?: string | undefined;
}

/** What the form stores for a field's text: nothing for an empty one. */
const formValue = ({ value }: FieldText): string | undefined => (value === '' ? undefined : value);

/**
 * The one text input every widget builds on: masking, labelling, error linking and blur validation live here.
 * The input is uncontrolled and its text is written to the `value` property only: React mirrors a controlled input's
 * value into the `value` attribute, where DOM snapshots and session-replay tools would read card data (issue 8).
 */
export function MaskedInput({ widget, mask, inputMode, type = 'text', maxLength, adornment, describedBy }: MaskedInputProps): ReactNode {
  const { id, value, required, disabled, readonly, autofocus, placeholder, rawErrors, onChange, onBlur, onFocus, uiSchema } = widget;
  const stored = typeof value === 'string' ? value : '';
  // What the last keystroke showed, while its value stands: redrawn from the value alone, a slash the user just
  // deleted (expiry "08/" to "08") would come back. A reset or a prefill is redrawn from the value. Until the form has
  // rendered the keystroke's value (after its frame: reportEchoed), the value it was typed over stands for it too.
  // A new object each keystroke: every keystroke renders, even one the mask rejects, so the effect below runs.
  const [typed, setTyped] = useState<{ value: string; display: string; over: string | null }>({ value: '', display: '', over: null });
  if (typed.over !== null && typed.value === stored) setTyped({ ...typed, over: null });
  const shown = typed.value === stored || typed.over === stored ? typed : mask(stored, '');
  const { display } = shown;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const autoComplete = typeof uiSchema?.['ui:autocomplete'] === 'string' ? uiSchema['ui:autocomplete'] : 'off';
  const input = useRef<HTMLInputElement>(null);
  // Where the caret stood among the kept characters (digits, letters) at the last keystroke; null at the end.
  const caret = useRef<number | null>(null);
  // The field's own undo and redo (edit-history.ts says why): made once, changed by the handlers, never read to render.
  const [history] = useState(emptyHistory);
  // A keystroke, an undo or a redo not yet rendered: its render tells where the step left the caret.
  const stepping = useRef(false);
  const show = (text: FieldText, kept: number | null): void => {
    caret.current = kept;
    stepping.current = true;
    setTyped({ ...text, over: stored });
    reportEchoed(() => onChange(formValue(text)));
  };
  // An undo puts the caret where the edit began, its redo where the edit ended.
  const step = (undo: boolean): void => {
    const text = travel(history, shown, undo);
    if (text !== undefined) show(text, keptBefore(text.display, text.caret));
  };
  // Every render (a keystroke, a reset, a prefill) puts the masked text back in the property, the caret where it was.
  useLayoutEffect(() => {
    const field = input.current;
    if (field === null) return;
    const redrawn = field.value !== display;
    if (redrawn) {
      field.value = display;
      const at = caret.current === null ? null : caretAt(display, caret.current);
      if (at !== null && document.activeElement === field) field.setSelectionRange(at, at);
      // Kept while the form has not rendered the keystroke: a widget storing another value (the phone) redraws it then.
      if (typed.over !== stored) caret.current = null;
    }
    // Not at a render that changed nothing here (the form's, late on a slow machine): the caret may have been moved
    // since by Home or an arrow, and a redo of the typing would put it there.
    if (redrawn || stepping.current) caretLeft(history, field.selectionStart ?? 0);
    stepping.current = false;
    // Undo and redo by key (Ctrl+Z, Ctrl+Y…) or from the browser's menu take the field's own steps, never the
    // browser's, which would take back the mask's writes; any other key or edit tells where the caret stood.
    const ask = (event: KeyboardEvent | InputEvent): void => {
      const undo = historyAsked(event);
      if (undo === null) keyPressed(history, field.selectionStart ?? 0);
      else {
        event.preventDefault();
        step(undo);
      }
    };
    field.addEventListener('keydown', ask);
    field.addEventListener('beforeinput', ask);
    return () => {
      field.removeEventListener('keydown', ask);
      field.removeEventListener('beforeinput', ask);
    };
  });
  const handleChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const { value: raw, selectionStart } = event.target;
    // The browser's name for the edit (deleteContentBackward, insertText…): an input event's, none for a synthetic one.
    const kind = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
    const edit = separatorEdit(display, raw, kind);
    const text = edit?.text ?? raw;
    // One normalisation for every field: no invisible characters; ASCII digits in every field with an input mode
    // (card, CVV, expiry, amount, phone, date, IBAN), never in plain text.
    const next = mask(normaliseTyped(text, inputMode !== undefined), display);
    // A refused insertion (a letter in a card number) leaves the caret where it was, not past the refused text.
    const refused = next.display === display && text.length > display.length && selectionStart !== null;
    const [edited, at] = refused ? [display, selectionStart - (text.length - display.length)] : [text, edit?.caret ?? selectionStart];
    if (next.display !== display) recordEdit(history, shown, next, kind);
    show(next, at === null || at >= edited.length ? null : keptBefore(edited, at));
  };
  return (
    <div className="input-shell">
      <input
        ref={input}
        id={id}
        name={id}
        className="input"
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        spellCheck={false}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        maxLength={maxLength}
        aria-invalid={invalid}
        aria-describedby={[ariaDescribedByIds(id), describedBy].filter(Boolean).join(' ')}
        onChange={handleChange}
        // What the field shows: the form renders a keystroke's value only after its frame, so a blur in that frame (a
        // digit typed, then Tab) would hand on the value from before the keystroke.
        onBlur={() => onBlur(id, formValue(shown))}
        onFocus={() => onFocus(id, value)}
      />
      {adornment}
    </div>
  );
}

/** A mask whose stored value and display are the same string. */
export function sameMask(format: (typed: string, previous: string) => string): Mask {
  return (typed, previous) => {
    const value = format(typed, previous);
    return { value, display: value };
  };
}
