import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { otpOutcome } from '../../../schemas/account/otp-outcome.ts';
import { ModalDialog } from '../../../field-widgets/modal-dialog.tsx';
import { CountdownTimer } from './countdown-timer.tsx';
import { sendOtp, verifyOtp } from '../../api/otp.ts';
import { reportFailure } from '../../app/report-error.ts';
import { translate } from '../../i18n/verification.ts';
import { userMessageOf } from '../../i18n/user-message.ts';
import { chooseContact, endCodeBlock, recordCodeSent, recordSendRefused, rememberSupportUrl, startVerification, useChosenContact, useCodeRequests, useCodeSentFor } from '../../store/account-store.ts';
import { CodeForm } from './code-form.tsx';
import { ContactChoice, withContactValue, type TrustedContact } from './contact-choice.tsx';
import { SupportLink } from './support-link.tsx';
import { PROBLEM_TEXTS } from './problem-texts.ts';
import { useCountdown } from './use-countdown.ts';
import './verification.css';

interface VerifyAccountDialogProps {
  sessionId: string;
  /** The new payout account's requisite_id (POST /requisite/create). */
  requisiteId: string;
  /** trusted_contacts of the withdrawal form: where a code can go. */
  contacts: readonly TrustedContact[];
  supportUrl: string | null;
  /** The code confirmed the new account: the payout goes on. */
  onVerified: () => void;
  onClose: () => void;
}

function reasonOf(error: unknown): string {
  reportFailure(error);
  return userMessageOf(error);
}

/**
 * /withdrawal-verify-account (spec section 2: payout verification page), over the withdrawal form: asks for a one-time
 * code (POST /otp/send to the chosen trusted contact, within max_request_count, then a block_duration timer) and
 * confirms it (POST /otp/verify). Without a contact, or at any time, support can verify the account instead.
 */
export default function VerifyAccountDialog({ sessionId, requisiteId, contacts, supportUrl, onVerified, onClose }: VerifyAccountDialogProps): ReactNode {
  useEffect(() => {
    startVerification(requisiteId);
    rememberSupportUrl(supportUrl);
  }, [requisiteId, supportUrl]);
  const chosenType = useChosenContact();
  const contact = contacts.find((candidate) => candidate.contact_type === chosenType) ?? contacts[0];
  const { codeRequests, timerShown } = useCodeRequests();
  /** Why the last code request sent nothing, when no block says it: told by Request code, never as the code field's. */
  const [sendError, setSendError] = useState<string | null>(null);
  /** Why the last code typed was not taken: the code field's own error. */
  const [codeError, setCodeError] = useState<string | null>(null);
  const remaining = useCountdown(timerShown ? codeRequests.blockedUntil : null, endCodeBlock);
  // In the store, not this dialog: closed and opened again for the same account, the step still asks for the code sent.
  const sent = useCodeSentFor(requisiteId);
  const [sending, setSending] = useState(false);
  // Each code sent draws the code field afresh, empty and focused, for the code on its way.
  const [codesSent, setCodesSent] = useState(0);
  const [checking, setChecking] = useState(false);
  const [changing, setChanging] = useState(false);
  // The store's flag, not the clock: the countdown lifts the block (endCodeBlock) when it reaches 00:00:00.
  const blocked = timerShown;
  // A refusal's wait is the store's, as its block is: the step opened again during the block says why Request code is
  // unavailable, and the sentence goes when the timer ends.
  const sendMessage = blocked && codeRequests.refused ? translate('APP.VERIFY.SEND_BLOCKED') : sendError;
  const sendMessageId = useId();
  // The step ends once: closed (Cancel, Escape, the browser's Back) or confirmed. A code check answered after that is
  // dropped, so it neither goes back a page nor sends the payout; a second Cancel does not go back a second page.
  const ended = useRef(false);
  useEffect(() => {
    ended.current = false;
    return () => {
      ended.current = true;
    };
  }, []);
  const end = (then: () => void): void => {
    if (ended.current) return;
    ended.current = true;
    then();
  };
  const close = (): void => end(onClose);

  const requestCode = (): void => {
    // Busy or blocked, the button keeps the focus (aria-disabled, not disabled): after a failure Enter asks again, and
    // after a refusal that starts the resend timer Enter does nothing, where the dialog used to hand the focus to
    // "Change contact", or to Cancel, which a second Enter pressed.
    if (contact === undefined || sending || blocked) return;
    setSending(true);
    setSendError(null);
    sendOtp(sessionId, contact.contact_type)
      .then(
        (answer) => {
          // success false is the server's answer, as a refused code is: said to the user, not reported as a failure. With
          // a block_duration, the resend timer says when to ask again.
          const limits = { maxRequestCount: answer.max_request_count, blockDurationS: answer.block_duration };
          if (!answer.success) return setSendError(recordSendRefused(limits) ? null : translate('APP.VERIFY.SEND_REFUSED'));
          recordCodeSent(limits);
          // The code field drawn afresh is for the new code: what was said of the last one goes.
          setCodeError(null);
          setCodesSent((count) => count + 1);
        },
        (failure: unknown) => setSendError(translate('APP.VERIFY.SEND_FAILED', { reason: reasonOf(failure) })),
      )
      .finally(() => setSending(false));
  };
  const confirm = (code: string): void => {
    setChecking(true);
    setCodeError(null);
    setSendError(null);
    verifyOtp(sessionId, code).then(
      (answer) => {
        if (ended.current) return;
        const outcome = otpOutcome(answer);
        // Confirmed, the step stays busy until it is gone (the withdrawal follows): its Confirm takes no second press.
        if (outcome.kind === 'confirmed') return end(onVerified);
        setChecking(false);
        setCodeError(translate(outcome.kind === 'rejected' ? PROBLEM_TEXTS[outcome.problem] : 'APP.VERIFY.CODE_OTHER'));
      },
      (failure: unknown) => {
        if (ended.current) return;
        setChecking(false);
        setCodeError(translate('APP.VERIFY.CHECK_FAILED', { reason: reasonOf(failure) }));
      },
    );
  };

  return (
    <ModalDialog title={translate('APP.VERIFY.TITLE')} onClose={close}>
      <div className="verify__body modal__scroll">
        {contact === undefined ? (
          <p className="modal__text">{translate('APP.VERIFY.NO_CONTACTS')}</p>
        ) : (
          <>
            <p className="modal__text">{translate('APP.VERIFY.INTRO')}</p>
            <div className="verify__row">
              <p className="modal__text" role="status">
                {withContactValue((value) => translate(sent ? 'APP.VERIFY.SENT_TO' : 'APP.VERIFY.SEND_TO', { contact: value }), contact)}
              </p>
              {contacts.length > 1 && (
                <button type="button" className="button" aria-expanded={changing} onClick={() => setChanging(!changing)}>
                  {translate('APP.VERIFY.CHANGE_CONTACT')}
                </button>
              )}
            </div>
            {changing && <ContactChoice contacts={contacts} chosen={contact} onChoose={chooseContact} />}
            <div className="verify__row">
              <button
                type="button"
                className={sent ? 'button' : 'button button--primary'}
                aria-disabled={sending || blocked}
                aria-busy={sending}
                aria-describedby={sendMessage === null ? undefined : sendMessageId}
                onClick={requestCode}
                // Once a code was sent, the step opened again waits for it: the code field takes the focus, where an
                // Enter on this button would ask for another and use up the send limit.
                data-autofocus={!sent || undefined}
              >
                {translate(sending ? 'APP.VERIFY.REQUESTING' : sent ? 'APP.VERIFY.REQUEST_NEW_CODE' : 'APP.VERIFY.REQUEST_CODE')}
              </button>
              {blocked && (
                <CountdownTimer label={translate('APP.VERIFY.RESEND_IN')} remainingMs={remaining} className="modal__text" timerClassName="verify__timer" />
              )}
            </div>
            {/* Under the request it answers, above the code field: a refused or failed send says nothing of the code typed. */}
            {sendMessage !== null && (
              <p id={sendMessageId} className="field__error" role="alert">
                {sendMessage}
              </p>
            )}
            {sent && <CodeForm key={codesSent} onConfirm={confirm} checking={checking} error={codeError} autoFocus />}
          </>
        )}
        <div className="verify__support">
          {contact !== undefined && <p className="modal__text">{translate('APP.VERIFY.VIA_SUPPORT')}</p>}
          <SupportLink url={supportUrl} label={translate('APP.VERIFY.CONTACT_SUPPORT')} />
        </div>
      </div>
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          {translate('APP.VERIFY.CANCEL')}
        </button>
      </div>
    </ModalDialog>
  );
}
