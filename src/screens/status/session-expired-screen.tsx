import type { ReactNode } from 'react';
import { translate } from '../../i18n/common.ts';
import { useMerchantRedirectUrl } from '../../store/session-store.ts';

/**
 * The session is over (spec section 4): nothing more is sent, and the only way on is back to the merchant, who can
 * open a new session. The link leaves the frame (target _top), because the merchant's page is the frame's parent.
 */
export function SessionExpiredScreen(): ReactNode {
  const merchantUrl = useMerchantRedirectUrl();
  return (
    <section className="panel status" role="alert" aria-labelledby="session-expired-title">
      <h1 id="session-expired-title" className="status__title">
        {translate('APP.SESSION_EXPIRED.TITLE')}
      </h1>
      <p className="status__text">{translate('APP.SESSION_EXPIRED.TEXT')}</p>
      {merchantUrl !== null && (
        <a className="button button--primary" href={merchantUrl} target="_top" rel="noopener">
          {translate('APP.SESSION_EXPIRED.BACK')}
        </a>
      )}
    </section>
  );
}
