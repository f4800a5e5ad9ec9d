import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { formatAmount } from '../../../schemas/money/format-amount.ts';
import { displayDeadline, displayProblems } from '../../../schemas/results/display-data.ts';
import { redirectPlace } from '../../../schemas/results/redirect-place.ts';
import type { PaymentResult } from '../../../schemas/server/v1/types.ts';
import { cancelPayment } from '../../api/cancel-payment.ts';
import { confirmPayment } from '../../api/confirm-payment.ts';
import { useReady } from '../../embedding/once-notices.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/display-form.ts';
import { userMessageOf } from '../../i18n/user-message.ts';
import { reportFailure, reportWarning } from '../../app/report-error.ts';
import { clearDisplay, pendingDisplay, storeDisplay, useStoredDisplay, type PendingDisplay } from '../../store/stored-display.ts';
import { settlePayment } from '../../store/flow-store.ts';
import { linkTo, useTextDirection } from '../../store/session-store.ts';
import { storageAvailable } from '../../store/storage.ts';
import { followRedirect } from '../method-form/follow-redirect.ts';
import { useCountdown } from '../verification/use-countdown.ts';
import { CopyRow } from './copy-row.tsx';
import { PaymentDeadline } from './payment-deadline.tsx';
import { QrBlock } from './qr-block.tsx';
import '../../../field-widgets/copy-field.css';
import './display-form.css';

interface DisplayFormScreenProps {
  sessionId: string;
  flow: ScreenFlow;
}

type Busy = 'confirm' | 'cancel' | null;

/** What the made-payment and other-method buttons do, one request at a time; a failure keeps the user here. */
function useDisplayActions(sessionId: string, flow: ScreenFlow, pending: PendingDisplay, show: (next: PendingDisplay) => void) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const leaving = useRef(new AbortController());
  useEffect(() => () => leaving.current.abort(), []);

  const follow = (answer: PaymentResult): void => {
    const step = flow.nextStep(answer);
    switch (step.kind) {
      case 'redirect':
        return followRedirect(step.redirect, redirectPlace(step.redirect.target, window.parent !== window));
      case 'display': {
        show({ ...pending, display: step.display });
        return setBusy(null);
      }
      case 'result':
        clearDisplay();
        return navigate(linkTo(flow.routes.result(settlePayment(sessionId, flow.type, step.status))));
      default: {
        const unknown: never = step;
        return unknown;
      }
    }
  };
  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>): Promise<void> => {
    if (busy !== null) return;
    setBusy(kind);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      if (leaving.current.signal.aborted) return;
      reportFailure(error);
      setFailure(translate('APP.DISPLAY.FAILED', { reason: userMessageOf(error) }));
      setBusy(null);
    }
  };
  const { signal } = leaving.current;
  return {
    busy,
    failure,
    confirm: () => run('confirm', async () => follow(await confirmPayment(sessionId, flow.api, pending.payGroupId, signal))),
    cancel: () =>
      run('cancel', async () => {
        await cancelPayment(sessionId, flow.api, pending.payGroupId, signal);
        clearDisplay();
        navigate(linkTo(flow.routes.list));
      }),
  };
}

function WaitingPayment({ sessionId, flow, waiting }: DisplayFormScreenProps & { waiting: PendingDisplay }): ReactNode {
  const dir = useTextDirection();
  // A confirm may answer another wait with new details: they replace these.
  const [pending, setPending] = useState(waiting);
  // Kept for a reload, the details a confirm answered too.
  useEffect(() => storeDisplay(pending), [pending]);
  const { busy, failure, confirm, cancel } = useDisplayActions(sessionId, flow, pending, setPending);
  const { display, amount, currency, methodName } = pending;
  // What the answer got wrong is told once for payment ops; the user still gets every detail.
  useEffect(() => displayProblems(display).forEach((problem) => reportWarning(`${methodName}: ${problem}`)), [display, methodName]);
  const deadline = displayDeadline(display);
  const remaining = useCountdown(deadline);
  // Details past their deadline are no longer shown: nobody should pay with them.
  const open = deadline === null || remaining > 0;
  return (
    <section className="panel display-form" aria-labelledby="display-title" aria-busy={busy !== null}>
      <h1 id="display-title" className="panel__title">
        {translate('APP.DISPLAY.TITLE')}
      </h1>
      {/* The server's name, in its own direction (<bdi>), at the page's start edge. */}
      <p className="panel__info">
        <bdi>{methodName}</bdi>
      </p>
      {amount !== null && <p className="display-form__amount">{translate('APP.DISPLAY.AMOUNT', { amount: formatAmount(amount, currency, { dir }) })}</p>}
      {deadline !== null && <PaymentDeadline remainingMs={remaining} />}
      {open && (
        <>
          <p className="hint">{translate('APP.DISPLAY.SCAN')}</p>
          {display.qr_code !== undefined && <QrBlock text={display.qr_code} />}
          {(display.parameters ?? []).length > 0 && (
            <fieldset className="display-form__details">
              <legend className="field__label">{translate('APP.DISPLAY.DETAILS')}</legend>
              {(display.parameters ?? []).map((parameter, index) => (
                <CopyRow key={`${parameter.name ?? ''}-${String(index)}`} label={parameter.label} value={parameter.value} />
              ))}
            </fieldset>
          )}
        </>
      )}
      {failure !== null && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="button button--primary" aria-busy={busy === 'confirm'} disabled={busy !== null} onClick={() => void confirm()}>
        {translate(busy === 'confirm' ? 'APP.DISPLAY.CHECKING' : 'APP.DISPLAY.PAID')}
      </button>
      <button type="button" className="button display-form__other" aria-busy={busy === 'cancel'} disabled={busy !== null} onClick={() => void cancel()}>
        {translate('APP.DISPLAY.OTHER_METHOD')}
      </button>
    </section>
  );
}

/**
 * The display form (/deposit/deposit-display-form, spec section 2): an await answer's QR code and payment details to
 * copy, a made-payment button (POST .../confirm, then its answer's page) and a way to another method (POST .../cancel).
 * A reload shows the same payment again (its display fields are stored with the session id); past its expires_at the
 * details go and the made-payment check stays. Opened without a payment of this session waiting (a shared link,
 * another session), it says so and offers the method list;
 * where storage is blocked it says the details could not be kept, so a user who has paid does not pay twice.
 */
export default function DisplayFormScreen({ sessionId, flow }: DisplayFormScreenProps): ReactNode {
  useReady();
  const pending = pendingDisplay(sessionId, flow.type, useStoredDisplay());
  if (pending !== null) return <WaitingPayment sessionId={sessionId} flow={flow} waiting={pending} />;
  return (
    <section className="panel status" aria-labelledby="display-title">
      <h1 id="display-title" className="status__title">
        {translate('APP.DISPLAY.NONE.TITLE')}
      </h1>
      <p className="status__text">{translate(storageAvailable() ? 'APP.DISPLAY.NONE.TEXT' : 'APP.DISPLAY.NONE.BLOCKED')}</p>
      <Link href={linkTo(flow.routes.list)} className="button button--primary">
        {translate('APP.ALL_METHODS')}
      </Link>
    </section>
  );
}
