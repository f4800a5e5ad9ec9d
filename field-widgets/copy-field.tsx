import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { CashierWidgetProps } from './masked-input.tsx';
import './copy-field.css';

/** How long a copy toast stays, in milliseconds (spec section 9: toast 2000 ms). */
export const TOAST_MS = 2000;

type Toast = 'success' | 'failure';

/**
 * A read-only account detail the user copies (`disabledInputCopy`): the value in a read-only input, which stays
 * focusable and selectable, and a copy button. A toast says whether the copy worked and hides after TOAST_MS.
 */
export default function CopyFieldWidget(props: CashierWidgetProps): ReactNode {
  const { id, value, label, disabled, rawErrors, onBlur, onFocus } = props;
  const { translate } = props.registry.formContext;
  const [toast, setToast] = useState<Toast | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const text = typeof value === 'string' ? value : '';

  const show = (next: Toast): void => {
    clearTimeout(timer.current);
    setToast(next);
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  };
  const copy = async (): Promise<void> => {
    try {
      // navigator.clipboard is missing outside secure contexts; the TypeError lands in the failure toast too.
      await navigator.clipboard.writeText(text);
      show('success');
    } catch {
      show('failure');
    }
  };

  return (
    <div className="copy-field">
      <input
        id={id}
        name={id}
        className="input copy-field__input"
        value={text}
        readOnly
        dir="auto"
        aria-invalid={(rawErrors?.length ?? 0) > 0}
        aria-describedby={ariaDescribedByIds(id)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <button
        type="button"
        className="button copy-field__button"
        disabled={disabled || text === ''}
        aria-label={translate('APP.COPY.BUTTON_LABEL', { label })}
        onClick={() => void copy()}
      >
        {translate('APP.COPY.BUTTON')}
      </button>
      {/* The live region stays in the page so screen readers announce each toast put into it. */}
      <div role="status" className="toast-region">
        {toast !== null && (
          <p className={`toast toast--${toast}`}>{translate(toast === 'success' ? 'APP.COPY.SUCCESS' : 'APP.COPY.FAILED')}</p>
        )}
      </div>
    </div>
  );
}
