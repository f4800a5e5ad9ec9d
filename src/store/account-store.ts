import { proxy } from 'valtio/vanilla';
import { useStoreValue } from './use-store-value.ts';
import { afterCodeSent, afterSendRefused, codeRequestsAt, NO_CODE_REQUESTS, type CodeRequests, type SendAnswer } from '../../schemas/account/code-requests.ts';
import type { AccountStatus } from '../../schemas/account/account-status.ts';

interface AccountState {
  /** The new payout account being verified (POST /requisite/create's requisite_id). */
  requisiteId: string | null;
  /** The one-time codes asked for: maxRequestCount, blockDuration (s) and the block, when one runs. */
  codeRequests: CodeRequests;
  /** The payout account a code was sent for in this visit: its step, opened again, asks for that code at once. */
  codeSentFor: string | null;
  /** The resend timer shows while asking for a code is blocked (isShowTimerReceiveCode). */
  isShowTimerReceiveCode: boolean;
  /** The contact_type the codes go to, once the user changed it; else the first trusted contact. */
  contactType: string | null;
  /** Where the user reaches support (support_url of the last withdrawal form), when the server gave one. */
  supportUrl: string | null;
  /** What the account-status page's check found in this visit. */
  status: AccountStatus | null;
}

/** Account management's client state (spec section 3): the payout-account verification of this visit. */
export const accountStore = proxy<AccountState>({
  requisiteId: null,
  codeRequests: NO_CODE_REQUESTS,
  codeSentFor: null,
  isShowTimerReceiveCode: false,
  contactType: null,
  supportUrl: null,
  status: null,
});

/** A new payout account was created and now waits for its code. */
export function startVerification(requisiteId: string): void {
  accountStore.requisiteId = requisiteId;
}

/** A code was sent for the account being verified: the limit and block of its answer apply from now. */
export function recordCodeSent(answer: SendAnswer, now = Date.now()): void {
  accountStore.codeSentFor = accountStore.requisiteId;
  setCodeRequests(afterCodeSent(accountStore.codeRequests, answer, now));
}

/** The server refused to send a code: true when its block_duration started the resend timer. */
export function recordSendRefused(answer: SendAnswer, now = Date.now()): boolean {
  setCodeRequests(afterSendRefused(accountStore.codeRequests, answer, now));
  return accountStore.isShowTimerReceiveCode;
}

/** The resend timer reached zero: it hides, and a code may be asked for again. */
export function endCodeBlock(now = Date.now()): void {
  setCodeRequests(codeRequestsAt(accountStore.codeRequests, now));
}

function setCodeRequests(codeRequests: CodeRequests): void {
  accountStore.codeRequests = codeRequests;
  accountStore.isShowTimerReceiveCode = codeRequests.blockedUntil !== null;
}

export function chooseContact(contactType: string): void {
  accountStore.contactType = contactType;
}

/** A withdrawal form named its support address: the support page offers it too. */
export function rememberSupportUrl(url: string | null | undefined): void {
  if (url !== null && url !== undefined && url !== '') accountStore.supportUrl = url;
}

/** The check's verdict; null asks again. */
export function recordAccountStatus(status: AccountStatus | null): void {
  accountStore.status = status;
}

export function useCodeRequests(): { codeRequests: CodeRequests; timerShown: boolean } {
  const { codeRequests, isShowTimerReceiveCode } = useStoreValue(accountStore, (state) => state);
  return { codeRequests, timerShown: isShowTimerReceiveCode };
}

/** Whether a code was sent in this visit for the payout account `requisiteId`. */
export function useCodeSentFor(requisiteId: string): boolean {
  return useStoreValue(accountStore, (state) => state.codeSentFor) === requisiteId;
}

export function useChosenContact(): string | null {
  return useStoreValue(accountStore, (state) => state.contactType);
}

export function useSupportUrl(): string | null {
  return useStoreValue(accountStore, (state) => state.supportUrl);
}

export function useAccountStatus(): AccountStatus | null {
  return useStoreValue(accountStore, (state) => state.status);
}
