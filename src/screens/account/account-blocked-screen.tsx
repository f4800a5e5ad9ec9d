import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { blockEnd, LONG_BLOCK_MS } from '../../../schemas/account/block-end.ts';
import { readBlockedScreenState } from '../../../schemas/account/blocked-screen-state.ts';
import { flows } from '../../flows/flows.ts';
import { translate } from '../../i18n/account.ts';
import { rememberSupportUrl } from '../../store/account-store.ts';
import { linkTo, useLanguage } from '../../store/session-store.ts';
import { CountdownTimer } from '../verification/countdown-timer.tsx';
import { SupportLink } from '../verification/support-link.tsx';
import { useCountdown } from '../verification/use-countdown.ts';
import { MethodsLink } from './methods-link.tsx';

/**
 * /account-management-blocked (spec section 2): verification of new payout accounts is blocked. It counts down to
 * payout_account_verification_blocked_until as HH:MM:SS, ending at 00:00:00 (spec section 4), then offers to try
 * again on the method's form it stood in for; a block of more than a week names its end instead, its date as the page's language writes it. Support is
 * offered throughout. Opened with no block in its history entry (a typed address), the withdrawal methods stand in.
 */
export function AccountBlockedScreen(): ReactNode {
  const blocked = readBlockedScreenState(useHistoryState());
  const supportUrl = blocked?.supportUrl ?? null;
  useEffect(() => rememberSupportUrl(supportUrl), [supportUrl]);
  const remaining = useCountdown(blocked?.until ?? null);
  const language = useLanguage();
  if (blocked === null) return <Redirect to={linkTo(flows.withdrawal.routes.list)} replace />;
  const over = blocked.until !== null && remaining === 0;
  return (
    <section className="panel status account" aria-labelledby="blocked-title">
      <span className="status__icon" aria-hidden="true">
        !
      </span>
      <h1 id="blocked-title" className="status__title">
        {translate('APP.ACCOUNT.BLOCKED.TITLE')}
      </h1>
      <p className="status__text">{translate('APP.ACCOUNT.BLOCKED.TEXT')}</p>
      {blocked.until === null ? (
        <p className="status__text">{translate('APP.ACCOUNT.BLOCKED.NO_END')}</p>
      ) : remaining > LONG_BLOCK_MS ? (
        <p className="status__text">{translate('APP.ACCOUNT.BLOCKED.UNTIL_DATE', blockEnd(blocked.until, language))}</p>
      ) : (
        <CountdownTimer label={translate('APP.ACCOUNT.BLOCKED.UNTIL')} remainingMs={remaining} className="status__text account__countdown" timerClassName="account__timer" />
      )}
      {over && (
        <p className="status__text" role="status">
          {translate('APP.ACCOUNT.BLOCKED.OVER')}
        </p>
      )}
      <div className="status__actions">
        <SupportLink url={supportUrl} label={translate('APP.ACCOUNT.CONTACT_SUPPORT')} className={over ? 'button' : 'button button--primary'} />
        {/* Try again leads back to the form the block stood in for; before then, the way out is the methods. */}
        <MethodsLink label={over ? 'APP.ERROR.RETRY' : 'APP.ACCOUNT.BACK'} primary={over} path={over ? blocked.formPath : null} />
      </div>
    </section>
  );
}
