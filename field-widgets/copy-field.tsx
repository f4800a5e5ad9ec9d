import type { ReactNode } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { CashierWidgetProps } from './masked-input.tsx';
import { useCopy } from './use-copy.ts';
import './copy-field.css';

/**
 * A read-only account detail the user copies (`disabledInputCopy`): the value in a read-only text area, which stays
 * labelled, focusable and selectable and, unlike an input, wraps a long IBAN or reference on a narrow phone instead of
 * cutting it at its edge; and a copy button. A toast says whether the copy worked and hides after TOAST_MS.
 */
export default function CopyFieldWidget(props: CashierWidgetProps): ReactNode {
  const { id, value, label, disabled, rawErrors, onBlur, onFocus } = props;
  const { translate } = props.registry.formContext;
  const { toast, copy } = useCopy();
  const text = typeof value === 'string' ? value : '';

  return (
    <div className="copy-field">
      <textarea
        id={id}
        name={id}
        className="input copy-field__input copy-field__area"
        value={text}
        readOnly
        rows={1}
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
        onClick={() => void copy(text)}
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
