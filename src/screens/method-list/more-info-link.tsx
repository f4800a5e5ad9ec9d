import type { MouseEvent, ReactNode } from 'react';
import { contentTarget } from '../../../schemas/content/content-url.ts';
import { useOpenModal } from '../../app/open-modal.ts';
import { CONTENT } from '../../app/route-table.ts';
import { modalLoaders } from '../../app/view-loaders.ts';
import { translate } from '../../i18n/method-list.ts';
import { linkTo } from '../../store/session-store.ts';

const preloadContent = (): void => void modalLoaders.content();

/**
 * A method's "more information" link (spec section 2): a page of the cashier's own opens at /content in a modal over
 * this page (its own address, Back closes it); another site's opens in a new window; anything else shows no link.
 */
export function MoreInfoLink({ url, methodName }: { url: string | null | undefined; methodName: string }): ReactNode {
  const openModal = useOpenModal();
  const target = contentTarget(url);
  const label = translate('APP.METHOD.MORE_INFO_ABOUT', { method: methodName });
  if (target.kind === 'none') return null;
  if (target.kind === 'window') {
    return (
      <a className="method__more" href={target.href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {translate('APP.METHOD.MORE_INFO')}
      </a>
    );
  }
  const open = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    openModal(CONTENT, { url: target.path });
  };
  return (
    <a className="method__more" href={linkTo(CONTENT, { url: target.path })} aria-label={label} onClick={open} onPointerEnter={preloadContent} onFocus={preloadContent}>
      {translate('APP.METHOD.MORE_INFO')}
    </a>
  );
}
