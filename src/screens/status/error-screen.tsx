import { useEffect, type ReactNode } from 'react';
import { translate } from '../../i18n/common.ts';
import { supportCodeOf, userMessageOf } from '../../i18n/user-message.ts';
import { focusHeadingOfNextPage } from '../../app/page-focus.ts';
import { reportError } from '../../app/report-error.ts';
import { CashierApiError } from '../../api/api-error.ts';
import { useReady, useSessionExpiredNotice } from '../../embedding/once-notices.ts';

interface ErrorScreenProps {
  title?: string;
  /** What the user reads under the title; by default the sentence for the error's kind (userMessageOf). */
  message?: string;
  error: Error;
  onRetry?: () => void;
  /** Another way on, after the retry (the method list, when the address named a method the session does not have). */
  children?: ReactNode;
}

/**
 * A failure shown in full: what happened in words a payer understands, the code to quote to support folded away under
 * "Details", the technical detail (call name, status, JSON paths) told to the console only, and a way to try again. An expired session offers no
 * retry: only the merchant can start a new one.
 */
export function ErrorScreen({ title = translate('APP.ERROR.TITLE'), message, error, onRetry, children }: ErrorScreenProps): ReactNode {
  useEffect(() => reportError(error.message, error), [error]);
  const expired = error instanceof CashierApiError && error.failure.kind === 'SESSION_EXPIRED';
  useReady();
  useSessionExpiredNotice(expired);
  return (
    <section className="panel status" role="alert" aria-labelledby="error-title">
      <h1 id="error-title" className="status__title">
        {title}
      </h1>
      <p className="status__text">{message ?? userMessageOf(error)}</p>
      <details className="status__details">
        <summary>{translate('APP.ERROR.DETAILS')}</summary>
        <p>{translate('APP.ERROR.CODE', { code: supportCodeOf(error) })}</p>
      </details>
      {onRetry !== undefined && !expired && (
        <button
          type="button"
          className="button"
          onClick={() => {
            focusHeadingOfNextPage();
            onRetry();
          }}
        >
          {translate('APP.ERROR.RETRY')}
        </button>
      )}
      {children}
    </section>
  );
}
