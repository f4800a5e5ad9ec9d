import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useThreeDsResult } from '../../api/three-ds-result.ts';
import { paths } from '../../app/paths.ts';
import { translate } from '../../i18n/three-ds.ts';
import { linkTo } from '../../store/session-store.ts';
import { resultRoute } from '../../../schemas/results/result-route.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { Loading } from '../status/loading.tsx';

/** Where the issuer sends the user back: asks the server for the outcome and opens its result page. */
export default function ThreeDsResultScreen({ sessionId }: { sessionId: string }): ReactNode {
  const search = useSearch();
  const returnParams = Object.fromEntries(new URLSearchParams(search));
  delete returnParams['session_id'];
  const { data, error, mutate } = useThreeDsResult(sessionId, returnParams);
  const [, navigate] = useLocation();
  const route = data === undefined ? undefined : resultRoute(data);

  useEffect(() => {
    if (route !== undefined && route !== 'redirect') navigate(linkTo(paths.depositResult.build(route)), { replace: true });
  }, [route, navigate]);

  if (error !== undefined) return <ErrorScreen error={error} onRetry={() => void mutate()} />;
  if (route === 'redirect') return <ErrorScreen error={new Error('The bank asked for a second redirect, which this cashier does not follow.')} />;
  return <Loading label={translate('APP.THREE_DS.CHECKING')} />;
}
