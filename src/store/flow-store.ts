import { proxy, useSnapshot } from 'valtio';
import { readStored, writeStored } from './storage.ts';

/** Storage keys of the chosen method, the method of the last payment, and the user's "not the last-used one" (spec section 7). */
const SELECTED_METHOD_KEY = 'phSelectedMethodId';
const LAST_USED_METHOD_KEY = 'phLastUsedMethodId';
const SKIP_LAST_USED_KEY = 'phSkipLasUsedMethod';

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
  return useSnapshot(flowStore).submitting;
}
