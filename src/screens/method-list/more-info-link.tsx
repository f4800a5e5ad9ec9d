import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { navigate as navigateHistory } from 'wouter/use-browser-location';
import { contentTarget } from '../../../schemas/content/content-url.ts';
import type { OverlayHistoryState } from '../../../schemas/routes/overlay-state.ts';
import { CONTENT, viewLoaders } from '../../app/route-table.ts';
import { translate } from '../../i18n/method-list.ts';
import { linkTo } from '../../store/session-store.ts';

const preloadContent = (): void => void viewLoaders.content();

/**
 * A method's "more information" link (spec section 2): a page of the cashier's own opens at /content in a modal over
 * this page (its own address, Back closes it); another site's opens in a new window; anything else shows no link.
 */
export function MoreInfoLink({ url, methodName }: { url: string | null | undefined; methodName: string }): ReactNode {
  const [location] = useLocation();
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
  const href = linkTo(CONTENT, { url: target.path });
  const open = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigateHistory(href, { state: { background: location, owner: 'content' } satisfies OverlayHistoryState });
  };
  return (
    <a className="method__more" href={href} aria-label={label} onClick={open} onPointerEnter={preloadContent} onFocus={preloadContent}>
      {translate('APP.METHOD.MORE_INFO')}
    </a>
  );
}
