import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { oneTimeCode } from '../../../schemas/format/one-time-code.ts';
import { translate } from '../../i18n/verification.ts';

interface CodeFormProps {
  /** Called with the typed code as sent (oneTimeCode: ASCII digits, no spaces or dashes; never blank). */
  onConfirm: (code: string) => void;
  /** The code is being checked: the button says so and takes no clicks. */
  checking: boolean;
  /** Why the last code was not taken, as the user reads it. */
  error: string | null;
  /** Moves focus to the code field when it appears (after a code was sent), and marks it for its dialog to focus. */
  autoFocus?: boolean;
}

/**
 * The one-time code field and its Confirm button, as a form of its own: Enter confirms. What is typed or pasted is
 * cleaned as it comes (oneTimeCode), so the field shows what will be sent: " 482 915 " and "٤٨٢٩١٥" read 482915.
 */
export function CodeForm({ onConfirm, checking, error, autoFocus = false }: CodeFormProps): ReactNode {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    if (error === null) return;
    input.current?.select();
    // In a dialog cut to a short window the sentence may sit below the cut: nothing would seem to happen.
    alert.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setMissing(code === '');
    if (code !== '' && !checking) onConfirm(code);
  };
  const message = missing ? translate('APP.VERIFY.CODE_MISSING') : error;
  return (
    <form className="code-form" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={id}>
        {translate('APP.VERIFY.CODE')}
      </label>
      <div className="code-form__row">
        <input
          ref={input}
          id={id}
          className="input code-form__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          aria-invalid={message !== null}
          aria-describedby={message === null ? undefined : `${id}-error`}
          data-autofocus={autoFocus || undefined}
          onChange={(event) => {
            setCode(oneTimeCode(event.target.value));
            setMissing(false);
          }}
        />
        <button type="submit" className="button button--primary" disabled={checking} aria-busy={checking}>
          {translate(checking ? 'APP.VERIFY.CONFIRMING' : 'APP.VERIFY.CONFIRM')}
        </button>
      </div>
      <p ref={alert} id={`${id}-error`} className="field__error" role="alert">
        {message}
      </p>
    </form>
  );
}
