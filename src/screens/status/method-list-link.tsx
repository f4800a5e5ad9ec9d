import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { translate } from '../../i18n/common.ts';
import { linkTo } from '../../store/session-store.ts';

interface MethodListLinkProps {
  listPath: string;
  /** Loads the list as a new page: after a crash, the router and the state it held are gone. */
  newPage?: boolean;
}

/** The way from a page that cannot be shown back to a flow's method list ("All methods"), keeping the session and look. */
export function MethodListLink({ listPath, newPage = false }: MethodListLinkProps): ReactNode {
  const Anchor = newPage ? 'a' : Link;
  return (
    <Anchor href={linkTo(listPath)} className="button">
      {translate('APP.ALL_METHODS')}
    </Anchor>
  );
}
