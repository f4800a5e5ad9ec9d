import { useId, type ReactNode } from 'react';
import { useCopy } from '../../../field-widgets/use-copy.ts';
import { translate } from '../../i18n/display-form.ts';
import { CopyToast } from './copy-toast.tsx';

interface CopyRowProps {
  label: string;
  value: string;
}

/**
 * A payment detail to copy (spec section 2: copy field): label, the value and a copy button. The value is text, not a
 * read-only input, so a long reference wraps on a narrow phone instead of being cut at an input's edge; a tap selects
 * it whole, and the copy button, named after the label, reads the value out as its description.
 */
export function CopyRow({ label, value }: CopyRowProps): ReactNode {
  const id = useId();
  const { toast, copy } = useCopy();
  return (
    <div className="field">
      <span className="field__label">{label}</span>
      <div className="copy-field">
        <p id={id} className="input copy-field__input copy-field__value" dir="auto">
          {value}
        </p>
        <button type="button" className="button copy-field__button" aria-label={translate('APP.DISPLAY.COPY_LABEL', { label })} aria-describedby={id} onClick={() => void copy(value)}>
          {translate('APP.DISPLAY.COPY')}
        </button>
      </div>
      <CopyToast toast={toast} />
    </div>
  );
}
