import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { accountStatusOf, type AccountStatus } from '../../../schemas/account/account-status.ts';
import { getPaymentStatus } from '../../api/payment-status.ts';
import { focusHeadingOfNextPage } from '../../app/page-focus.ts';
import { ACCOUNT_PAGES } from '../../app/route-table.ts';
import { translate } from '../../i18n/account.ts';
import { recordAccountStatus, useAccountStatus } from '../../store/account-store.ts';
import { linkTo } from '../../store/session-store.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { Loading } from '../status/loading.tsx';
import { MethodsLink } from './methods-link.tsx';

/** The address of each verdict: a decided one has a page of its own, an undecided one stays on /status. */
const PAGE_OF: Readonly<Record<AccountStatus, string>> = {
  success: ACCOUNT_PAGES.statusSuccess.pattern,
  error: ACCOUNT_PAGES.statusError.pattern,
  pending: ACCOUNT_PAGES.status.pattern,
};

const TEXTS = {
  success: { title: 'APP.ACCOUNT.STATUS.SUCCESS.TITLE', text: 'APP.ACCOUNT.STATUS.SUCCESS.TEXT', icon: '✓' },
  error: { title: 'APP.ACCOUNT.STATUS.ERROR.TITLE', text: 'APP.ACCOUNT.STATUS.ERROR.TEXT', icon: '!' },
  pending: { title: 'APP.ACCOUNT.STATUS.PENDING.TITLE', text: 'APP.ACCOUNT.STATUS.PENDING.TEXT', icon: '…' },
} as const;

interface AccountStatusScreenProps {
  sessionId: string;
  /** The verdict the address names (/status/success, /status/error); null on /status. */
  shown: Exclude<AccountStatus, 'pending'> | null;
}

/**
 * /status (spec section 2: account-management area, isStatusPageMode): asks GET payments/status once per visit and
 * moves to /status/success or /status/error. A verdict address opened by hand is checked too, and corrected when the
 * server says otherwise: the page never claims a verification the server did not report.
 */
export function AccountStatusScreen({ sessionId, shown }: AccountStatusScreenProps): ReactNode {
  const status = useAccountStatus();
  const [failure, setFailure] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (status !== null) return undefined;
    const abort = new AbortController();
    getPaymentStatus(sessionId, '/payments/status', abort.signal).then(
      (answer) => recordAccountStatus(accountStatusOf(answer)),
      (error: unknown) => {
        if (!abort.signal.aborted) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => abort.abort();
  }, [sessionId, status, attempt]);
  const page = status === null ? null : PAGE_OF[status];
  useEffect(() => {
    if (page !== null && page !== location) navigate(linkTo(page), { replace: true });
  }, [page, location, navigate]);

  if (failure !== null)
    return (
      <ErrorScreen
        error={failure}
        onRetry={() => {
          setFailure(null);
          setAttempt((count) => count + 1);
        }}
      />
    );
  if (status === null || (shown !== null && status !== shown)) return <Loading label={translate('APP.ACCOUNT.STATUS.CHECKING')} />;
  const texts = TEXTS[status];
  return (
    <section className="panel status account" data-result={status} aria-labelledby="account-status-title">
      <span className="status__icon" aria-hidden="true">
        {texts.icon}
      </span>
      <h1 id="account-status-title" className="status__title" tabIndex={-1}>
        {translate(texts.title)}
      </h1>
      <p className="status__text">{translate(texts.text)}</p>
      <div className="status__actions">
        {status === 'error' && (
          <Link href={linkTo(ACCOUNT_PAGES.support.pattern)} className="button button--primary">
            {translate('APP.ACCOUNT.CONTACT_SUPPORT')}
          </Link>
        )}
        {status === 'pending' && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              focusHeadingOfNextPage();
              recordAccountStatus(null);
            }}
          >
            {translate('APP.ERROR.RETRY')}
          </button>
        )}
        <MethodsLink primary={status === 'success'} />
      </div>
    </section>
  );
}
