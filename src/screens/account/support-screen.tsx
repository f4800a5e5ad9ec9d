import type { ReactNode } from 'react';
import { contentTarget } from '../../../schemas/content/content-url.ts';
import { translate } from '../../i18n/account.ts';
import { useSupportUrl } from '../../store/account-store.ts';
import { SupportLink } from '../verification/support-link.tsx';
import { MethodsLink } from './methods-link.tsx';

/**
 * /support (spec section 2: account-management area): how to reach support, with its address when one is known, and
 * the way back to the withdrawal methods.
 */
export function SupportScreen(): ReactNode {
  const supportUrl = useSupportUrl();
  // An address that is no web page (javascript:, data:) is no way to reach support.
  const reachable = contentTarget(supportUrl).kind !== 'none';
  return (
    <section className="panel status account" aria-labelledby="support-title">
      <h1 id="support-title" className="status__title">
        {translate('APP.ACCOUNT.SUPPORT.TITLE')}
      </h1>
      <p className="status__text">{translate('APP.ACCOUNT.SUPPORT.TEXT')}</p>
      {!reachable && <p className="status__text">{translate('APP.ACCOUNT.SUPPORT.NO_LINK')}</p>}
      <div className="status__actions">
        {reachable && <SupportLink url={supportUrl} label={translate('APP.ACCOUNT.CONTACT_SUPPORT')} className="button button--primary" />}
        <MethodsLink primary={!reachable} />
      </div>
    </section>
  );
}
