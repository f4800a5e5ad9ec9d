import type { ReactNode } from 'react';
import { translate } from '../../i18n/common.ts';

/** A polite busy state: announced once, and shaped like the content it stands for. */
export function Loading({ label = translate('APP.LOADING') }: { label?: string }): ReactNode {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
