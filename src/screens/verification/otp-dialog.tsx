import { useEffect, useState, type ReactNode } from 'react';
import { leavesNoCode, otpOutcome } from '../../../schemas/account/otp-outcome.ts';
import type { CompiledField } from '../../../schemas/compiler/compiled-form.ts';
import { otpRequestBody } from '../../../schemas/payload/otp-requisites.ts';
import type { ParameterValue } from '../../../schemas/payload/submission.ts';
import { ModalDialog } from '../../../field-widgets/modal-dialog.tsx';
import { confirmPaymentOtp } from '../../api/otp.ts';
import { isOutcomeUnknown } from '../../api/outcome-unknown.ts';
import { holdPageDuring } from '../method-form/hold-page.ts';
import { reportFailure, reportWarning } from '../../app/report-error.ts';
import { translate } from '../../i18n/verification.ts';
import { userMessageOf } from '../../i18n/user-message.ts';
import { CodeForm } from './code-form.tsx';
import { PROBLEM_TEXTS } from './problem-texts.ts';
import './verification.css';

/** How a payment ends once its code is settled. */
export type OtpSettled = 'success' | 'processing' | 'fail';

interface OtpDialogProps {
  sessionId: string;
  payGroupId: number;
  /** The form's fields: those flagged is_otp_requisites go with the code (schemas/payload/otp-requisites.ts). */
  fields: readonly CompiledField[];
  /** The parameters of the submit waiting for its code. */
  parameters: Readonly<Record<string, ParameterValue>>;
  onSettled: (status: OtpSettled) => void;
  /** The confirm's outcome is unknown (a timeout, a 504, an answer it cannot read or check): the payment may be made. */
  onOutcomeUnknown: () => void;
  /** A new code may be asked for: no answer said can_resend false of this payment. */
  canResend: boolean;
  /** A new code came while the dialog was closed (asked for, then Cancel): the dialog opens saying it was sent. */
  sentBeforeOpen: boolean;
  /** Asks for a new code by sending the payment again; settles once the server answered, rejects with a failure. */
  onResend: () => Promise<void>;
  /** An answer said can_resend false: the payment gets no new code, whenever its dialog shows. */
  onNoResend: () => void;
  /** The payment can no longer be confirmed (leavesNoCode): the form's next submit must send a new one. */
  onNoCode: () => void;
  onClose: () => void;
}

/**
 * A payment's one-time code (spec section 2: OTP on submit), a dialog over the form that stays mounted below it: the
 * card data lives only there, so the dialog has no address of its own and leaves nothing to lose. A new code can be
 * asked for from the start (a code that never arrived) until an answer says can_resend false; a code refused for good
 * with no new one to come leaves only the way back to the form, whose submit then sends a new payment.
 */
export default function OtpDialog(props: OtpDialogProps): ReactNode {
  const { sessionId, payGroupId, fields, parameters, onSettled, onOutcomeUnknown, canResend, sentBeforeOpen, onResend, onNoResend, onNoCode, onClose } = props;
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const [noCode, setNoCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** What came of the last "Send a new code", said until the next code or request: sent, or why not. */
  const [resent, setResent] = useState<{ failed: boolean; text: string } | null>(null);
  /** New codes sent while open: each one draws the code field afresh, empty and focused, to type it in. */
  const [codesSent, setCodesSent] = useState(0);
  // Said a task after the dialog is drawn, into its region drawn silent, so that it is read out.
  useEffect(() => {
    if (!sentBeforeOpen) return undefined;
    const timer = setTimeout(() => setResent({ failed: false, text: translate('APP.OTP.SENT') }));
    return () => clearTimeout(timer);
  }, [sentBeforeOpen]);
  const onConfirm = (code: string): void => {
    setChecking(true);
    setError(null);
    setResent(null);
    holdPageDuring(sessionId, confirmPaymentOtp(sessionId, payGroupId, otpRequestBody(code, fields, parameters))).then(
      (answer) => {
        setChecking(false);
        const outcome = otpOutcome(answer);
        if (outcome.kind !== 'rejected') return onSettled(outcome.kind === 'confirmed' ? outcome.status : 'fail');
        // A refused code is an answer the user acts on, no failure: only a refusal the screen cannot name is told.
        if (outcome.problem === 'other') reportWarning(`confirmPaymentOtp: code refused (${outcome.detail})`);
        if (!outcome.canResend) onNoResend();
        const final = leavesNoCode(outcome);
        setNoCode(final);
        if (final) onNoCode();
        setError(translate(!final ? PROBLEM_TEXTS[outcome.problem] : outcome.problem === 'expired' ? 'APP.OTP.EXPIRED_FINAL' : 'APP.OTP.TOO_MANY_FINAL'));
      },
      (failure: unknown) => {
        setChecking(false);
        reportFailure(failure);
        // The code may have confirmed the payment: the processing page asks its status, so that it is not paid twice.
        if (isOutcomeUnknown(failure)) return onOutcomeUnknown();
        setError(translate('APP.VERIFY.CHECK_FAILED', { reason: userMessageOf(failure) }));
      },
    );
  };
  const resend = (): void => {
    // Busy, the button keeps the focus (aria-disabled, not disabled): a failure is told with the focus where it was.
    if (resending) return;
    setResending(true);
    setError(null);
    setResent(null);
    onResend()
      .then(
        () => {
          setCodesSent((count) => count + 1);
          setResent({ failed: false, text: translate('APP.OTP.SENT') });
        },
        (failure: unknown) => setResent({ failed: true, text: translate('APP.OTP.RESEND_FAILED', { reason: userMessageOf(failure) }) }),
      )
      .finally(() => setResending(false));
  };
  return (
    <ModalDialog title={translate('APP.OTP.TITLE')} onClose={onClose}>
      <div className="verify__body modal__scroll">
        {noCode ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : (
          <>
            <div className="otp__intro">
              <p className="modal__text">{translate('APP.OTP.INTRO')}</p>
              {/* Drawn from the start, silent: a polite region drawn with its sentence may go unheard (an alert is not). */}
              {/* Also why "Send a new code" went, once an answer said can_resend false. */}
              <p className="otp__sent" role="status" data-kind={resent?.failed === false || canResend ? undefined : 'none'}>
                {resent?.failed === false ? resent.text : canResend ? null : translate('APP.OTP.NO_RESEND')}
              </p>
              {resent?.failed === true && (
                <p className="field__error" role="alert">
                  {resent.text}
                </p>
              )}
            </div>
            <CodeForm key={codesSent} onConfirm={onConfirm} checking={checking} error={error} autoFocus />
          </>
        )}
      </div>
      <div className="modal__actions">
        {canResend && (
          <button type="button" className="button" disabled={checking} aria-disabled={resending} aria-busy={resending} onClick={resend}>
            {translate(resending ? 'APP.VERIFY.REQUESTING' : 'APP.OTP.RESEND')}
          </button>
        )}
        <button type="button" className={noCode ? 'button button--primary' : 'button'} onClick={onClose} data-autofocus={noCode || undefined}>
          {translate(noCode ? 'APP.OTP.BACK_TO_FORM' : 'APP.VERIFY.CANCEL')}
        </button>
      </div>
    </ModalDialog>
  );
}
