import { proxy } from 'valtio/vanilla';
import { useStoreValue } from './use-store-value.ts';
import type { DeclineData } from '../../schemas/results/decline-data.ts';
import type { ResultStatus } from '../../schemas/results/result-route.ts';
import type { FlowType } from '../../schemas/server/v1/types.ts';
import { tellMerchant } from '../embedding/outbox.ts';
import type { PaymentStatus } from '../embedding/protocol.ts';
import { readStored, readStoredParsed, writeStored } from './storage.ts';
import { parseStoredPayment, type StoredPayment } from './stored-payment.ts';

/** Storage keys of the chosen method, the method of the last payment, and the user's "not the last-used one" (spec section 7). */
const SELECTED_METHOD_KEY = 'phSelectedMethodId';
const LAST_USED_METHOD_KEY = 'phLastUsedMethodId';
const SKIP_LAST_USED_KEY = 'phSkipLasUsedMethod';
/** Storage key of this session's payment (spec section 7), so the 3-D Secure return, in a new page, finds it. */
const PAYMENT_KEY = 'transaction_status';

interface FlowState {
  selectedPayGroupId: number | null;
  submitting: boolean;
}

/** The client state of the flow in progress. Card data never lives here: it stays in the form until it is sent. */
export const flowStore = proxy<FlowState>({ selectedPayGroupId: null, submitting: false });

/** Remembers the chosen method, here and in local storage (spec section 4). */
export function selectMethod(payGroupId: number): void {
  flowStore.selectedPayGroupId = payGroupId;
  writeStored(SELECTED_METHOD_KEY, String(payGroupId));
}

function storedId(key: string): number | null {
  const id = Number(readStored(key));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The method chosen last, in this visit or an earlier one: the list marks it. */
export function storedSelectedMethodId(): number | null {
  return flowStore.selectedPayGroupId ?? storedId(SELECTED_METHOD_KEY);
}

/** A payment was sent with this method: it becomes the last-used one. */
export function rememberLastUsedMethod(payGroupId: number): void {
  writeStored(LAST_USED_METHOD_KEY, String(payGroupId));
}

export function storedLastUsedMethodId(): number | null {
  return storedId(LAST_USED_METHOD_KEY);
}

/** The user left a form the last-used rule had opened: that rule no longer opens a form for them. */
export function skipLastUsedMethod(): void {
  writeStored(SKIP_LAST_USED_KEY, 'true');
}

export function lastUsedMethodSkipped(): boolean {
  return readStored(SKIP_LAST_USED_KEY) === 'true';
}

export function setSubmitting(submitting: boolean): void {
  flowStore.submitting = submitting;
}

export function useSubmitting(): boolean {
  return useStoreValue(flowStore, (state) => state.submitting);
}

/** Kept here as well as stored: storage may be blocked in a third-party frame. */
let payment: StoredPayment | null = null;

function keepPayment(next: StoredPayment): void {
  payment = next;
  writeStored(PAYMENT_KEY, JSON.stringify(next));
}

/** This session's payment, started or settled here (or before a 3-D Secure redirect); null when there was none. */
export function paymentOf(sessionId: string): StoredPayment | null {
  const known = payment ?? readStoredParsed(PAYMENT_KEY, parseStoredPayment);
  return known?.sessionId === sessionId ? known : null;
}

/** A payment is sent: its amount and currency wait for the answer, which may come back after a redirect. */
export function startPayment(started: Omit<StoredPayment, 'status' | 'reason' | 'decline'>): void {
  afresh = false;
  keepPayment({ ...started, status: null, reason: null, decline: null });
}

const STATUS: Readonly<Record<ResultStatus, PaymentStatus>> = { success: 'success', error: 'error', processing: 'processing', await: 'processing' };

/**
 * The server answered this session's payment (submit or 3-D Secure result): the result page may show it, and the
 * merchant is told. The only place a status message comes from, so an address typed by hand tells nobody anything.
 * Returns the status that stands, whose page to show: a payment settled (a realtime push came before the submit's own
 * processing answer) stays settled, and the merchant never hears a settled status followed by an unsettled one.
 */
export function settlePayment(sessionId: string, flow: FlowType, status: ResultStatus, reason: string | null = null, decline: DeclineData | null = null): ResultStatus {
  const started = paymentOf(sessionId);
  const was = started?.status;
  // The same answer told again (a 3-D Secure return reloaded, React's development double effects) is no news.
  if (was === status || ((was === 'success' || was === 'error') && STATUS[status] === 'processing')) return was;
  const amount = started?.amount ?? null;
  const currency = started?.currency ?? null;
  keepPayment({ sessionId, flow, amount, currency, status, method: started?.method ?? null, reason, decline });
  // await and processing are one status to the merchant: moving between them is no news either.
  if (was == null || STATUS[was] !== STATUS[status]) tellMerchant({ type: 'status', flow, status: STATUS[status], amount, currency });
  return status;
}

/** The user went elsewhere from a result page: the next forms start at their preset, until "try again" or the next submit. */
let afresh = false;

/** On a result page, "try again" (false) or "change method", "all methods" (true: the next form starts afresh). */
export function startAfresh(yes: boolean): void {
  afresh = yes;
}

/** This session's last payment, whose method's form opens with its amount (reopened-amount.ts); null once the user went elsewhere. */
export function reopenedPayment(sessionId: string): StoredPayment | null {
  return afresh ? null : paymentOf(sessionId);
}
