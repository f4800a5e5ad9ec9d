import type { ReactNode } from 'react';
import { tellMerchant } from '../../embedding/outbox.ts';
import { useReady, useSessionExpiredNotice } from '../../embedding/once-notices.ts';
import { translate } from '../../i18n/common.ts';
import { useMerchantRedirectUrl } from '../../store/session-store.ts';

/**
 * The session is over (spec section 4): nothing more is sent, and the only way on is back to the merchant, who can
 * open a new session. The link leaves the frame (target _top), because the merchant's page is the frame's parent;
 * the merchant hears of it too (navigate), for a frame the browser does not let navigate its top window.
 */
export function SessionExpiredScreen(): ReactNode {
  const merchantUrl = useMerchantRedirectUrl();
  useReady();
  useSessionExpiredNotice(true);
  return (
    <section className="panel status" role="alert" aria-labelledby="session-expired-title">
      <h1 id="session-expired-title" className="status__title">
        {translate('APP.SESSION_EXPIRED.TITLE')}
      </h1>
      <p className="status__text">{translate('APP.SESSION_EXPIRED.TEXT')}</p>
      {merchantUrl !== null && (
        <a className="button button--primary" href={merchantUrl} target="_top" rel="noopener" onClick={() => tellMerchant({ type: 'navigate', url: merchantUrl })}>
          {translate('APP.SESSION_EXPIRED.BACK')}
        </a>
      )}
    </section>
  );
}
