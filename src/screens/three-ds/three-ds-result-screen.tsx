import { useCallback, useState, type ReactNode } from 'react';
import type { PaymentResult } from '../../../schemas/server/v1/types.ts';
import { useLocation, useSearch } from 'wouter';
import { isOutcomeUnknown } from '../../api/outcome-unknown.ts';
import { useThreeDsResult } from '../../api/three-ds-result.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/three-ds.ts';
import { linkTo } from '../../store/session-store.ts';
import { reopenWithCarriedQuery } from '../status/return-address.ts';
import { settlePayment } from '../../store/flow-store.ts';
import { declineOfAnswer } from '../../../schemas/results/decline-data.ts';
import { showUnconfirmed } from '../result/unknown-outcome.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { WaitingScreen } from '../status/waiting-screen.tsx';

interface ThreeDsResultScreenProps {
  sessionId: string;
  flow: ScreenFlow;
}

/**
 * Where the issuer sends the user back: asks the server for the outcome and opens the flow's result page. An outcome
 * left unknown (a timeout, a 504, an answer it cannot read or check) may be a payment made: the processing page, as
 * after a submit's, in place of this address (posting the return again is no way to learn it), never "try again".
 */
function ThreeDsResult({ sessionId, flow }: ThreeDsResultScreenProps): ReactNode {
  const search = useSearch();
  const returnParams = Object.fromEntries(new URLSearchParams(search));
  delete returnParams['session_id'];
  const [, navigate] = useLocation();
  const follow = useCallback(
    (answer: PaymentResult) => {
      const next = flow.nextStep(answer);
      if (next.kind !== 'result') return;
      const { reason, decline } = declineOfAnswer(answer, next.status);
      navigate(linkTo(flow.routes.result(settlePayment(sessionId, flow.type, next.status, reason, decline))), { replace: true });
    },
    [sessionId, flow, navigate],
  );
  const { data, error, retry } = useThreeDsResult(sessionId, returnParams, follow, () => showUnconfirmed(sessionId, flow, true));
  const step = data === undefined ? undefined : flow.nextStep(data);

  if (error !== undefined && !isOutcomeUnknown(error)) return <ErrorScreen title={translate('APP.THREE_DS.CHECK_FAILED')} error={error} onRetry={retry} />;
  if (step?.kind === 'redirect') return <ErrorScreen message={translate('APP.THREE_DS.SECOND_REDIRECT')} error={new Error('The bank asked for a second redirect, which this cashier does not follow.')} />;
  return <WaitingScreen title={translate('APP.THREE_DS.CHECKING')} />;
}

/** The issuer's return address carries none of the session's query: the page opens again with it first (nothing shown, nothing posted). */
export default function ThreeDsResultScreen(props: ThreeDsResultScreenProps): ReactNode {
  const [reopening] = useState(reopenWithCarriedQuery);
  return reopening ? null : <ThreeDsResult {...props} />;
}
