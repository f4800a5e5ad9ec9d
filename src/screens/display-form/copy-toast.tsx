import type { ReactNode } from 'react';
import type { CopyToast as Toast } from '../../../field-widgets/use-copy.ts';
import { translate } from '../../i18n/display-form.ts';

/** Says whether the last copy worked, in a status region that is in the page before it speaks. */
export function CopyToast({ toast }: { toast: Toast | null }): ReactNode {
  return (
    <div role="status" className="toast-region">
      {toast !== null && <p className={`toast toast--${toast}`}>{translate(toast === 'success' ? 'APP.DISPLAY.COPIED' : 'APP.DISPLAY.COPY_FAILED')}</p>}
    </div>
  );
}
