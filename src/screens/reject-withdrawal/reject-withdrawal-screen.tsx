import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatAmount } from '../../../schemas/money/format-amount.ts';
import { reversalOutcome, type ReversalOutcome } from '../../../schemas/results/reversal-outcome.ts';
import type { WithdrawalReverse } from '../../../schemas/server/v1/types.ts';
import { ModalDialog } from '../../../field-widgets/modal-dialog.tsx';
import { reloadMethods, useMethods } from '../../api/methods.ts';
import { isOutcomeUnknown } from '../../api/outcome-unknown.ts';
import { reversePendingWithdrawal } from '../../api/reverse-pending-withdrawal.ts';
import type { ModalProps } from '../../app/modal-props.ts';
import { reportFailure } from '../../app/report-error.ts';
import { translate } from '../../i18n/reject-withdrawal.ts';
import { userMessageOf } from '../../i18n/user-message.ts';
import { useTextDirection } from '../../store/session-store.ts';

/**
 * What the dialog shows: the question, the call in flight, its outcome, that its outcome is unknown (a timeout, a 504,
 * an answer it cannot read or check: the withdrawals may be cancelled), or why it could not be sent.
 */
type DialogState = { kind: 'asking' } | { kind: 'fetching' } | { kind: 'answered'; outcome: ReversalOutcome } | { kind: 'unknown' } | { kind: 'failed'; error: unknown };

/** The dialog's question: with the number of pending payouts when the server gives it, one payout said in the singular. */
function questionOf(pending: WithdrawalReverse | null, money: (amount: number) => string): string {
  const amount = money(pending?.amount ?? 0);
  const count = pending?.pending_count;
  if (count === undefined) return translate('APP.REJECT_WITHDRAWAL.QUESTION', { amount });
  return count === 1 ? translate('APP.REJECT_WITHDRAWAL.QUESTION_ONE', { amount }) : translate('APP.REJECT_WITHDRAWAL.QUESTION_COUNT', { amount, count });
}

/**
 * /reject-withdrawal: cancels the user's pending payouts (spec section 2: withdrawal-reject dialog). It asks first,
 * sends GET payments/reverse-pending-withdrawal once, and shows the amounts returned and not returned in the
 * currency format; closing after an answer, in any way, reloads the balance and the pending payouts. So does closing
 * after an unknown outcome, said as one, never as a failure to try again: the list then shows what is still pending.
 */
export default function RejectWithdrawalScreen({ sessionId, flow, onClose }: ModalProps): ReactNode {
  const { data } = useMethods(sessionId, flow.api);
  const dir = useTextDirection();
  const [state, setState] = useState<DialogState>({ kind: 'asking' });
  const pending: WithdrawalReverse | null = data !== undefined && 'withdrawal_reverse' in data.payload ? (data.payload.withdrawal_reverse ?? null) : null;
  const precision = data?.methods.flatMap((method) => method.currencies).find((entry) => entry.currency.alpha3 === pending?.currency)?.currency.precision ?? 2;
  const money = (amount: number): string =>
    pending === null ? '' : formatAmount(amount, { alpha3: pending.currency, precision }, { dir });

  // Left by the browser's Back while the call runs, the dialog is gone when its answer comes: the list is asked again
  // then, as a close after the answer does, so it shows the balance and what is still pending.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const settle = (next: DialogState): void => {
    if (shown.current) setState(next);
    else if (next.kind !== 'failed') void reloadMethods(sessionId, flow.api);
  };
  const fetching = state.kind === 'fetching';
  const confirm = (): void => {
    // Busy, the button keeps the focus (aria-disabled): after a failure Enter tries again, rather than the focus
    // falling to "Don't cancel", where Enter closed the dialog.
    if (fetching) return;
    setState({ kind: 'fetching' });
    reversePendingWithdrawal(sessionId).then(
      (result) => settle({ kind: 'answered', outcome: reversalOutcome(result) }),
      (error: unknown) => {
        reportFailure(error);
        settle(isOutcomeUnknown(error) ? { kind: 'unknown' } : { kind: 'failed', error });
      },
    );
  };
  // While the call runs Escape does nothing: the user would never learn whether the withdrawals were cancelled.
  const close = (): void => {
    if (!fetching) onClose();
  };
  const answered = state.kind === 'answered' || state.kind === 'unknown';
  // Closed after an answer in any way (Done, Escape, the browser's Back), the balance and pending payouts are asked
  // again: the list must not offer to cancel what was cancelled.
  useEffect(() => (answered ? () => void reloadMethods(sessionId, flow.api) : undefined), [answered, sessionId, flow]);

  return (
    <ModalDialog title={translate('APP.REJECT_WITHDRAWAL.TITLE')} onClose={close}>
      {pending === null && state.kind === 'asking' ? (
        <p className="modal__text">{translate('APP.REJECT_WITHDRAWAL.NOTHING_PENDING')}</p>
      ) : state.kind === 'answered' ? (
        <Outcome outcome={state.outcome} money={money} />
      ) : state.kind === 'unknown' ? (
        <p className="modal__text" role="alert">
          {translate('APP.REJECT_WITHDRAWAL.UNKNOWN')}
        </p>
      ) : (
        <>
          <p className="modal__text">{questionOf(pending, money)}</p>
          {state.kind === 'failed' && (
            <p className="modal__text" role="alert">
              {userMessageOf(state.error)}
            </p>
          )}
        </>
      )}
      <div className="modal__actions">
        {answered || pending === null ? (
          <button type="button" className="button button--primary" onClick={onClose}>
            {translate('APP.REJECT_WITHDRAWAL.DONE')}
          </button>
        ) : (
          <>
            <button type="button" className="button" onClick={onClose} disabled={fetching}>
              {translate('APP.REJECT_WITHDRAWAL.KEEP')}
            </button>
            <button type="button" className="button button--primary" aria-busy={fetching} aria-disabled={fetching} onClick={confirm}>
              {fetching ? translate('APP.REJECT_WITHDRAWAL.CANCELLING') : translate('APP.REJECT_WITHDRAWAL.CONFIRM')}
            </button>
          </>
        )}
      </div>
    </ModalDialog>
  );
}

function Outcome({ outcome, money }: { outcome: ReversalOutcome; money: (amount: number) => string }): ReactNode {
  return (
    <div role="status">
      {outcome.kind === 'success' ? (
        <p className="modal__text">{translate('APP.REJECT_WITHDRAWAL.RETURNED', { amount: money(outcome.successAmount) })}</p>
      ) : (
        <p className="modal__text">{translate('APP.REJECT_WITHDRAWAL.FAILED')}</p>
      )}
      {outcome.failAmount > 0 && <p className="modal__text">{translate('APP.REJECT_WITHDRAWAL.NOT_RETURNED', { amount: money(outcome.failAmount) })}</p>}
    </div>
  );
}
