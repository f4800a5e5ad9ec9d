import { useId, type ReactNode } from 'react';
import { useCopy } from '../../../field-widgets/use-copy.ts';
import { translate } from '../../i18n/display-form.ts';
import { CopyToast } from './copy-toast.tsx';

interface CopyRowProps {
  label: string;
  value: string;
}

/** A payment detail to copy (spec section 2: copy field): label, the value in a read-only input, and a copy button. */
export function CopyRow({ label, value }: CopyRowProps): ReactNode {
  const id = useId();
  const { toast, copy } = useCopy();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field">
        <input id={id} className="input copy-field__input" value={value} readOnly dir="auto" />
        <button type="button" className="button copy-field__button" aria-label={translate('APP.DISPLAY.COPY_LABEL', { label })} onClick={() => void copy(value)}>
          {translate('APP.DISPLAY.COPY')}
        </button>
      </div>
      <CopyToast toast={toast} />
    </div>
  );
}
