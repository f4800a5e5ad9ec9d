import { useEffect, useRef, type ReactNode } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { ChoiceOption } from '../schemas/compiler/compiled-form.ts';
import type { CashierWidgetProps } from './masked-input.tsx';
import { FieldErrors } from './templates/field-error-template.tsx';
import './select.css';

type Options = CashierWidgetProps['options'];

function isChoice(value: unknown): value is ChoiceOption {
  if (typeof value !== 'object' || value === null) return false;
  return typeof Reflect.get(value, 'label') === 'string' && typeof Reflect.get(value, 'value') === 'string';
}

/** The compiler's `ui:options.choices`, in server order. */
export function readChoices(options: Options): ChoiceOption[] {
  const choices: unknown = options['choices'];
  return Array.isArray(choices) ? choices.filter(isChoice) : [];
}

/**
 * `ui:options.emptyList`: what a choice field with no options shows in place of a value, and the error key it reports
 * (null: none, another error of the field says why the list is empty).
 */
export function readEmptyList(options: Options): { text: string | undefined; errorKey: string | null } {
  const emptyList: unknown = options['emptyList'];
  const read = (key: string): unknown => (typeof emptyList === 'object' && emptyList !== null ? Reflect.get(emptyList, key) : undefined);
  const text = read('text');
  const errorKey = read('errorKey');
  return { text: typeof text === 'string' ? text : undefined, errorKey: typeof errorKey === 'string' || errorKey === null ? errorKey : 'APP.FORM.EMPTY_LIST' };
}

interface EmptyListNoteProps {
  id: string;
  /** rjsf's hideError: the field template shows no errors, so this note shows the field's own when there is no key. */
  hideError: boolean | undefined;
  /** readEmptyList's errorKey: null where an override's error says why the list is empty. */
  errorKey: string | null;
  rawErrors: CashierWidgetProps['rawErrors'];
  translateServerKey: CashierWidgetProps['registry']['formContext']['translateServerKey'];
}

/**
 * Under a choice field with no options, its one message: the empty-list error (the compiled `hideError` keeps a
 * "required" beside it away), or, where an override says why the list is empty instead, the field's errors.
 */
export function EmptyListNote({ id, hideError, errorKey, rawErrors, translateServerKey }: EmptyListNoteProps): ReactNode {
  if (errorKey === null) return hideError === true ? <FieldErrors id={id} errors={rawErrors} /> : null;
  return (
    <p id={`${id}__empty`} className="field__error">
      {translateServerKey(errorKey)}
    </p>
  );
}

/**
 * Method auto_submit: returns `chosen(next)`, to call when the user picks a value. Once that value is in the form data,
 * the widget asks the form to submit (formContext.onAutoSubmit); the form does so only when every rule of the whole
 * form passes and no submit is in flight (spec section 4: never while a required field is missing).
 */
export function useAutoSubmit({ options, value, registry }: CashierWidgetProps): (next: string | undefined) => void {
  const { onAutoSubmit } = registry.formContext;
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    onAutoSubmit?.();
  }, [value, onAutoSubmit]);
  return (next) => {
    if (options['autoSubmit'] === true && next !== undefined && next !== value) pending.current = true;
  };
}

/**
 * A native select over the server's options; with none, it shows the empty-list text and is marked invalid. Each option
 * lays out in its own direction (`dir="auto"`): Chromium draws the closed select in its chosen option's, so a Latin
 * account ending in a dash keeps the dash at its end on a right-to-left page.
 */
export function SelectWidget(props: CashierWidgetProps): ReactNode {
  const { id, value, required, disabled, readonly, autofocus, placeholder, rawErrors, options, onChange, onBlur, onFocus } = props;
  const { translate, translateServerKey } = props.registry.formContext;
  const choices = readChoices(options);
  const empty = choices.length === 0;
  const emptyId = `${id}__empty`;
  const current = typeof value === 'string' && choices.some((choice) => choice.value === value) ? value : '';
  const chosen = useAutoSubmit(props);
  const emptyList = readEmptyList(options);
  const emptyError = empty ? emptyList.errorKey : null;
  const prompt = placeholder || translate('APP.FORM.SELECT_PLACEHOLDER');
  return (
    <>
      <select
        id={id}
        name={id}
        className="input select"
        value={current}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={empty || (rawErrors?.length ?? 0) > 0}
        aria-describedby={[ariaDescribedByIds(id), emptyError === null ? '' : emptyId].filter(Boolean).join(' ')}
        onChange={(event) => {
          const next = event.target.value === '' ? undefined : event.target.value;
          chosen(next);
          onChange(next);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {(current === '' || !required) && (
          // Required: the prompt cannot be chosen again once a value is picked; optional: choosing it clears the value.
          <option value="" disabled={required && !empty} dir="auto">
            {empty ? (emptyList.text ?? prompt) : prompt}
          </option>
        )}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} dir="auto">
            {choice.label}
          </option>
        ))}
      </select>
      {empty && <EmptyListNote id={id} hideError={props.hideError} errorKey={emptyList.errorKey} rawErrors={rawErrors} translateServerKey={translateServerKey} />}
    </>
  );
}
