import { useCallback, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { successRedirectSeconds } from '../../../schemas/results/countdown.ts';
import { declineDataOf, type DeclineData } from '../../../schemas/results/decline-data.ts';
import { merchantRedirectOf, type MerchantRedirect } from '../../../schemas/results/merchant-redirect.ts';
import type { ResultStatus } from '../../../schemas/results/result-route.ts';
import type { ResultDisplay, ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/result.ts';
import { useReady } from '../../embedding/once-notices.ts';
import type { StoredPayment } from '../../store/stored-payment.ts';
import { useMethods } from '../../api/methods.ts';
import { getPaymentStatus } from '../../api/payment-status.ts';
import { paymentOf, settlePayment } from '../../store/flow-store.ts';
import { linkTo, useDevice, useMerchantRedirectUrl } from '../../store/session-store.ts';
import { goToMerchant, redirectTypeOf, storeRedirectType } from './merchant-return.ts';
import { usePaymentStatus, type FinalOutcome } from './status-polling.ts';
import { ProcessingWait, UNCONFIRMED_TEXTS } from './processing-wait.tsx';
import { UNCONFIRMED } from './unconfirmed-entry.ts';
import { RedirectCountdown } from './redirect-countdown.tsx';
import { DeclineDetails } from './decline-details.tsx';
import { ResultActions } from './result-actions.tsx';
import { CheckAgain } from './check-again.tsx';
import './result.css';

/** Spec section 4: error shows as decline; processing and await as processing. */
const DISPLAY: Record<ResultStatus, ResultDisplay> = { success: 'success', error: 'decline', processing: 'processing', await: 'processing' };

/**
 * A processing page that stopped waiting (unconfirmed) shows a notice mark, no longer the "in progress" one. These
 * marks read the same in either direction; "No payment found" shows a question mark, which is its language's own
 * (APP.RESULT.NONE.ICON: Arabic writes ؟, the Latin ? turned), so it is a text.
 */
const ICONS: Record<ResultDisplay | 'unconfirmed', string> = { success: '✓', decline: '!', processing: '…', unconfirmed: 'i' };

/** Redirects the countdown may start by itself: a new window needs the user's click (browsers block it otherwise). */
const AUTOMATIC: ReadonlySet<MerchantRedirect['kind']> = new Set(['self', 'parent', 'native', 'reinit']);

interface ResultScreenProps {
  sessionId: string;
  flow: ScreenFlow;
  status: ResultStatus;
}

interface InitFacts {
  /** null while the init answer is on its way. */
  redirect: MerchantRedirect | null;
  /**
   * The page's countdown before it returns to the merchant, 0 for none: the success page's
   * (cashier_settings.success_page_redirect_timeout), the processing page's where the flow has one
   * (withdrawal: processing_page_redirect_timeout).
   */
  seconds: number;
  /** last_decline_info's decline data when it is about this payment's method. */
  lastDecline: DeclineData | null;
}

/** The countdown of a page showing `display`, from the init answer's cashier_settings; 0 for none. */
function countdownSeconds(flow: ScreenFlow, display: ResultDisplay, settings: Readonly<Record<string, unknown>> | undefined): number {
  switch (display) {
    case 'success':
      return successRedirectSeconds(settings);
    case 'processing':
      return flow.processingRedirectSeconds?.(settings) ?? 0;
    case 'decline':
      return 0;
    default: {
      const unknown: never = display;
      return unknown;
    }
  }
}

/** What the page takes from the init answer: the way back to the merchant, the countdown, the last decline's data. */
function useInitFacts(sessionId: string, flow: ScreenFlow, display: ResultDisplay, payment: StoredPayment | null): InitFacts {
  const methods = useMethods(sessionId, flow.api);
  const redirectUrl = useMerchantRedirectUrl();
  const device = useDevice();
  const payload = methods.data?.payload;
  useEffect(() => storeRedirectType(payload?.merchant_redirect_type), [payload]);
  if (payload === undefined && methods.error === undefined) return { redirect: null, seconds: 0, lastDecline: null };
  const targets = {
    successUrl: payload?.merchant_success_url,
    failUrl: payload?.merchant_fail_url,
    processingUrl: payload?.merchant_processing_url,
    merchantUrl: payload?.merchant_url,
    redirectUrl,
    redirectType: redirectTypeOf(payload?.merchant_redirect_type),
  };
  const methodId = methods.data?.methods.find((method) => method.short_name === payment?.method)?.id;
  const decline = payload?.last_decline_info;
  const aboutThis = decline !== null && decline !== undefined && (decline.pay_group_id === undefined || decline.pay_group_id === methodId);
  return {
    redirect: merchantRedirectOf(display, targets, device, window.parent !== window, location.href),
    seconds: countdownSeconds(flow, display, payload?.cashier_settings),
    lastDecline: aboutThis ? declineDataOf(decline) : null,
  };
}

/**
 * The end of a payment in any flow: success, decline or processing, with the ways on. It shows only what the server
 * answered for a payment of this session in this flow (the submit, 3-D Secure or status call); an address opened by
 * hand (a bookmark, a guessed /deposit/deposit-success) shows that no payment was found, and tells the merchant
 * nothing. A processing page waits for the final status (status call, or a reported one) and moves to its page; one
 * that no answer confirmed stops waiting once the wait takes long (ProcessingWait).
 */
export default function ResultScreen({ sessionId, flow, status }: ResultScreenProps): ReactNode {
  useReady();
  const [, navigate] = useLocation();
  const payment = paymentOf(sessionId);
  const ours = payment !== null && payment.flow === flow.type && payment.status === status ? payment : null;
  const display = ours === null ? 'none' : DISPLAY[status];
  const onFinal = useCallback(
    ({ status: final, reason, decline }: FinalOutcome) => {
      settlePayment(sessionId, flow.type, final, reason, decline);
      navigate(linkTo(flow.routes.result(final)), { replace: true });
    },
    [sessionId, flow, navigate],
  );
  // A processing page no answer confirmed stops waiting once the wait takes long (ProcessingWait), and says so; it
  // counts down to no merchant processing page (README "A 504 that never reached the server").
  const unconfirmed = display === 'processing' && Reflect.get(Object(history.state), UNCONFIRMED) === true;
  const wait = usePaymentStatus(sessionId, getPaymentStatus, flow.api.statusPath, display === 'processing', onFinal, unconfirmed);
  const stopped = unconfirmed && wait.slow;
  const facts = useInitFacts(sessionId, flow, display === 'none' ? 'processing' : display, ours);
  const redirect = display === 'none' ? null : facts.redirect;
  // The init answer's last decline stands in only when the payment's own answer said nothing of why.
  const told = ours !== null && (ours.reason !== null || ours.decline !== null);
  const toMerchant = useCallback(() => {
    if (redirect !== null) goToMerchant(redirect, linkTo(flow.routes.list));
  }, [redirect, flow]);
  const texts = display === 'none' ? { title: 'APP.RESULT.NONE.TITLE', text: 'APP.RESULT.NONE.TEXT' } as const : flow.texts.results[display];
  // Its texts change in place: the focus stays on the title, and the status line (a live region) says why.
  const shown = stopped ? UNCONFIRMED_TEXTS[flow.type] : texts;
  return (
    <section className="panel status" data-result={display} aria-labelledby="result-title">
      <span className="status__icon" aria-hidden="true">
        {display === 'none' ? translate('APP.RESULT.NONE.ICON') : ICONS[stopped ? 'unconfirmed' : display]}
      </span>
      <h1 id="result-title" className="status__title" tabIndex={-1}>
        {translate(shown.title)}
      </h1>
      <p className="status__text">{translate(shown.text)}</p>
      {display === 'decline' && <DeclineDetails reason={told ? ours.reason : null} decline={told ? ours.decline : facts.lastDecline} />}
      {display === 'processing' && <ProcessingWait flow={flow} wait={wait} stopped={stopped} />}
      {redirect !== null && AUTOMATIC.has(redirect.kind) && facts.seconds > 0 && !unconfirmed && <RedirectCountdown key={display} seconds={facts.seconds} onEnd={toMerchant} />}
      <ResultActions flow={flow} display={display} payment={ours} intoGame={redirect === null || redirect.kind === 'none' ? null : toMerchant}>
        {display === 'processing' && <CheckAgain flow={flow} wait={wait} stopped={stopped} />}
      </ResultActions>
    </section>
  );
}
