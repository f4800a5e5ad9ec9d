import type { ReactNode } from 'react';
import { translate } from '../../i18n/account.ts';
import { useSupportUrl } from '../../store/account-store.ts';
import { SupportLink } from '../verification/support-link.tsx';

/** /support (spec section 2: account-management area): how to reach support, with its address when one is known. */
export function SupportScreen(): ReactNode {
  const supportUrl = useSupportUrl();
  return (
    <section className="panel status account" aria-labelledby="support-title">
      <h1 id="support-title" className="status__title">
        {translate('APP.ACCOUNT.SUPPORT.TITLE')}
      </h1>
      <p className="status__text">{translate('APP.ACCOUNT.SUPPORT.TEXT')}</p>
      {supportUrl === null ? (
        <p className="status__text">{translate('APP.ACCOUNT.SUPPORT.NO_LINK')}</p>
      ) : (
        <SupportLink url={supportUrl} label={translate('APP.ACCOUNT.CONTACT_SUPPORT')} className="button button--primary" />
      )}
    </section>
  );
}
