import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CompiledField } from '../../../schemas/compiler/compiled-form.ts';
import type { SubmitRequest } from '../../../schemas/payload/otp-resubmission.ts';
import { asksForCode } from '../../../schemas/results/asks-for-code.ts';
import type { PaymentResult } from '../../../schemas/server/v1/types.ts';
import type { AnswerHandler, SubmitFailed } from '../method-form/use-submit.ts';
import { chunkFailed } from '../../app/chunk-failed.tsx';
import { focusPageHeading } from '../../app/page-focus.ts';
import { holdCommandsUntil, type CashierPageEvent } from '../../embedding/page-events.ts';
import { loadAppModals } from '../../app/view-loaders.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { paymentOf, setSubmitting } from '../../store/flow-store.ts';
import { showUnconfirmed } from '../result/unknown-outcome.ts';
import type { OtpSettled } from './otp-dialog.tsx';

const OtpDialog = lazy(() => loadAppModals().then((dialogs) => ({ default: dialogs.OtpDialog }), chunkFailed));

/** Sends a submit; with `onFailure`, its failure is told there rather than under the form. */
type SendIt = (onFailure?: SubmitFailed) => Promise<void>;

/** A submit the server answered with "await a one-time code", and how to send it again for a new code. */
interface Waiting {
  request: SubmitRequest;
  resend: SendIt;
}

export interface OtpStep {
  /** Sends a submit, remembering what it asked for: its answer may ask for a code. */
  send: (request: SubmitRequest, sendIt: SendIt) => Promise<void>;
  /**
   * The same request as the payment waiting for its code, as `isResubmission` tells (isOtpResubmission, which the form
   * loads with its submit code): the code dialog opens again and nothing is sent.
   */
  reopen: (request: SubmitRequest, isResubmission: (waiting: SubmitRequest, request: SubmitRequest) => boolean) => boolean;
  /** The submit answer handler: an answer awaiting a code opens the dialog (unless a push settled the payment); any other goes to `handle`. */
  onAnswer: AnswerHandler;
  /** The payment's outcome is unknown, its submit's or its code's (isOutcomeUnknown): the processing page (unknown-outcome.ts). */
  onOutcomeUnknown: () => void;
  view: ReactNode;
}

/**
 * The OTP step of a submit (spec sections 2 and 4): a submit answered `await` with otp_required opens the code dialog
 * over the form, which stays mounted; the code goes with the OTP-requisite fields to POST .../otp. Closing the dialog
 * keeps the payment waiting: a resubmission of the same amount and parameters opens the dialog again rather than
 * sending a second payment; a changed request is sent as a new one. A payment left with no code to confirm it (expired
 * or too many attempts, can_resend false) waits no more: the same request again is a new payment, with a new code. A
 * code whose confirm has an unknown outcome may have paid: the processing page, as after a submit's, never "try again".
 */
export function useOtpStep(sessionId: string, flow: ScreenFlow, payGroupId: number, fields: readonly CompiledField[], handle: AnswerHandler): OtpStep {
  const onOutcomeUnknown = useCallback(() => showUnconfirmed(sessionId, flow), [sessionId, flow]);
  const sending = useRef<Waiting | null>(null);
  const waiting = useRef<Waiting | null>(null);
  /** The payment whose code the dialog asks for, while it is open. */
  const [shown, setShown] = useState<Waiting | null>(null);
  /** The payment an answer said can_resend false of: it gets no new code, the dialog closed and opened again too. */
  const [noResend, setNoResend] = useState<Waiting | null>(null);
  /** The payment whose new code came after the user pressed Cancel: the dialog it reopens says the code was sent. */
  const [sentWhileClosed, setSentWhileClosed] = useState<Waiting | null>(null);
  /** `shown` as of now, for an answer that arrives before the last change is drawn. */
  const open = useRef<Waiting | null>(null);
  /** Lets go the merchant's commands held while the dialog is open. */
  const release = useRef<() => void>(() => undefined);
  const show = useCallback((entry: Waiting | null) => {
    open.current = entry;
    setShown(entry);
    // A merchant's command reloads the frame, which would lose the dialog, the code typed and the payment waiting for it
    // (card data lives only in the form): it waits until the dialog closes, confirmed, cancelled or settled. Held from
    // the code answer on, in that answer's microtasks, before the submit's own hold lets go (a task later: command-hold.ts),
    // not from when the dialog's chunk has arrived.
    release.current();
    if (entry !== null) void holdCommandsUntil(new Promise<void>((resolve) => (release.current = resolve)));
  }, []);
  useEffect(() => () => release.current(), []);

  /** A push settled the payment while its dialog was open: once the dialog is gone, the focus goes to the page's heading. */
  const closedByPush = useRef(false);
  useEffect(() => {
    if (shown === null && closedByPush.current) {
      // After the dialog gave the focus back to Deposit, which would send a new payment: the page's heading, above the
      // form's notice that the payment went through, and the toast that says so read out.
      closedByPush.current = false;
      focusPageHeading();
    }
  }, [shown]);

  // A realtime push settled the payment waiting for its code (the user approved it in the provider's app): no code is
  // needed any more, and the form's next submit is a new payment.
  useEffect(() => {
    const settled = (): void => {
      waiting.current = null;
      if (open.current === null) return;
      closedByPush.current = true;
      show(null);
    };
    addEventListener('cashier:settled' satisfies CashierPageEvent, settled);
    return () => removeEventListener('cashier:settled' satisfies CashierPageEvent, settled);
  }, [show]);

  const send = useCallback((request: SubmitRequest, sendIt: SendIt) => {
    const entry: Waiting = { request, resend: sendIt };
    sending.current = entry;
    waiting.current = null;
    return sendIt();
  }, []);
  const reopen = useCallback((request: SubmitRequest, isResubmission: (waiting: SubmitRequest, request: SubmitRequest) => boolean) => {
    if (waiting.current === null || !isResubmission(waiting.current.request, request)) return false;
    show(waiting.current);
    return true;
  }, [show]);
  const onAnswer = useCallback(
    (answer: PaymentResult) => {
      // A push that settled the payment while this answer was on its way leaves no code to ask for: its outcome shows.
      if (sending.current !== null && asksForCode(answer, paymentOf(sessionId)?.status)) {
        // A new code for the payment waiting, asked for before the user pressed Cancel: no dialog is there to say so.
        if (waiting.current === sending.current && open.current === null) setSentWhileClosed(sending.current);
        waiting.current = sending.current;
        setSubmitting(false);
        show(sending.current);
        return;
      }
      waiting.current = null;
      return handle(answer);
    },
    [sessionId, handle, show],
  );
  // The same payment sent again, not through `send`: it waits for its code until an answer says otherwise, so a failure
  // (told in the dialog, whose promise rejects with it) leaves it the code it has, and the same request reopens it.
  const resend = (entry: Waiting): Promise<void> => new Promise((resolve, reject) => void entry.resend(reject).then(resolve, reject));
  const settle = (status: OtpSettled): void => {
    waiting.current = null;
    show(null);
    void handle({ action: 'result', result_status: status });
  };
  const current = shown;
  const view =
    current !== null ? (
      <Suspense fallback={null}>
        <OtpDialog
          sessionId={sessionId}
          payGroupId={payGroupId}
          fields={fields}
          parameters={current.request.parameters}
          onSettled={settle}
          onOutcomeUnknown={onOutcomeUnknown}
          canResend={noResend !== current}
          sentBeforeOpen={sentWhileClosed === current}
          onResend={() => resend(current)}
          onNoResend={() => setNoResend(current)}
          onNoCode={() => {
            waiting.current = null;
          }}
          onClose={() => {
            // Cancel forgets what came of "Send a new code": the same payment's dialog opened again says nothing of it.
            setSentWhileClosed(null);
            show(null);
          }}
        />
      </Suspense>
    ) : null;
  return { send, reopen, onAnswer, onOutcomeUnknown, view };
}
