import { listedPrecision } from '../../../schemas/money/listed-precision.ts';
import { formatAmount, type TextDirection } from '../../../schemas/money/format-amount.ts';
import type { ResultStatus } from '../../../schemas/results/result-route.ts';
import type { FlowType, PayGroup } from '../../../schemas/server/v1/types.ts';
import type { View } from '../../app/route-table.ts';
import type { NotificationsKey } from '../../i18n/message-key.ts';
import { translate } from '../../i18n/notifications.ts';
import type { StoredPayment } from '../../store/stored-payment.ts';
import type { ToastRequest } from '../../toast/toast-store.ts';

/** A payment's end, as the user hears it: it went through or it was declined. */
export type Outcome = Extract<ResultStatus, 'success' | 'error'>;

/**
 * The pages that show a payment's outcome themselves: a result page (a waiting one moves on to it), a 3-D Secure or
 * provider return waiting for its own answer. A notice there would say what the page is about to say.
 */
const SHOWS_OUTCOME: ReadonlySet<View> = new Set(['result', 'threeDsResult', 'paymentsReturn']);

/** Where the user is when a push settles the payment in flight. */
export interface OutcomePage {
  /** The view of the address; null for one no route knows. */
  view: View | null;
  /** A form's submit is on the wire: its answer opens the result page, which says it. */
  submitting: boolean;
}

/**
 * Whether a status pushed for the payment in flight, and settled by the push, must be told to the user: a final one,
 * on a page that does not show it anyway (the method list or form, a dialog over them, the display form, any other).
 * Processing and await are no outcome: the user learns nothing they could act on.
 */
export function tellsOutcome(status: ResultStatus, { view, submitting }: OutcomePage): status is Outcome {
  return (status === 'success' || status === 'error') && !submitting && (view === null || !SHOWS_OUTCOME.has(view));
}

/** Each flow's sentence, naming the amount: the word the flow's own pages use for it (a routing step's is a deposit). */
const WITH_AMOUNT: Readonly<Record<FlowType, Readonly<Record<Outcome, NotificationsKey>>>> = {
  deposit: { success: 'APP.NOTIFICATIONS.DEPOSIT.SUCCESS', error: 'APP.NOTIFICATIONS.DEPOSIT.DECLINED' },
  routing: { success: 'APP.NOTIFICATIONS.DEPOSIT.SUCCESS', error: 'APP.NOTIFICATIONS.DEPOSIT.DECLINED' },
  withdrawal: { success: 'APP.NOTIFICATIONS.WITHDRAWAL.SUCCESS', error: 'APP.NOTIFICATIONS.WITHDRAWAL.DECLINED' },
  checkout: { success: 'APP.NOTIFICATIONS.PAYMENT.SUCCESS', error: 'APP.NOTIFICATIONS.PAYMENT.DECLINED' },
};

/** A payment sent from a form without an amount (rare) is named without one. */
const WITHOUT_AMOUNT: Readonly<Record<Outcome, NotificationsKey>> = { success: 'APP.NOTIFICATIONS.SENT.SUCCESS', error: 'APP.NOTIFICATIONS.SENT.DECLINED' };

/** The payment's amount in its currency as the cashier shows amounts (the init answer's precision); null when unknown. */
export function amountOf(payment: Pick<StoredPayment, 'amount' | 'currency'>, methods: readonly PayGroup[], dir: TextDirection): string | null {
  const { amount, currency } = payment;
  if (amount === null || currency === null) return null;
  return formatAmount(amount, { alpha3: currency, precision: listedPrecision(methods, currency) }, { dir });
}

/**
 * The toast telling a payment's outcome: a success or an error toast (read out at once), which stays until the user
 * dismisses it, since it comes unasked while they may be busy with the form.
 */
export function outcomeToast(flow: FlowType, outcome: Outcome, amount: string | null): ToastRequest {
  const text = amount === null ? translate(WITHOUT_AMOUNT[outcome]) : translate(WITH_AMOUNT[flow][outcome], { amount });
  return { kind: outcome, text, autoHideMs: null };
}
