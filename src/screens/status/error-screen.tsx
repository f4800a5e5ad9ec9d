import { useEffect, type ReactNode } from 'react';
import { translate } from '../../i18n/common.ts';
import { reportError } from '../../app/report-error.ts';
import { CashierApiError } from '../../api/api-error.ts';

interface ErrorScreenProps {
  title?: string;
  error: Error;
  onRetry?: () => void;
}

/**
 * A failure shown in full: what happened in words, the technical detail under it, and a way to try again. An expired
 * session offers no retry: only the merchant can start a new one.
 */
export function ErrorScreen({ title = translate('APP.ERROR.TITLE'), error, onRetry }: ErrorScreenProps): ReactNode {
  useEffect(() => reportError(error.message, error), [error]);
  const expired = error instanceof CashierApiError && error.failure.kind === 'SESSION_EXPIRED';
  return (
    <section className="panel status" role="alert" aria-labelledby="error-title">
      <h1 id="error-title" className="status__title">
        {expired ? translate('CASHIER.PH2.ERROR_MESSAGE.17') : title}
      </h1>
      <p className="status__text" dir="auto">
        {error.message}
      </p>
      {onRetry !== undefined && !expired && (
        <button type="button" className="button" onClick={onRetry}>
          {translate('APP.ERROR.RETRY')}
        </button>
      )}
    </section>
  );
}
