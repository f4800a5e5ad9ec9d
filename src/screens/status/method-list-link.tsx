import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { translate } from '../../i18n/common.ts';
import { linkTo } from '../../store/session-store.ts';

/** The way from a page that cannot be shown back to a flow's method list ("All methods"), keeping the session and look. */
export function MethodListLink({ listPath }: { listPath: string }): ReactNode {
  return (
    <Link href={linkTo(listPath)} className="button">
      {translate('APP.ALL_METHODS')}
    </Link>
  );
}
