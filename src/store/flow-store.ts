import { proxy, useSnapshot } from 'valtio';

/** Storage key of the last chosen method (spec section 7). */
const SELECTED_METHOD_KEY = 'phSelectedMethodId';

interface FlowState {
  selectedPayGroupId: number | null;
  submitting: boolean;
}

/** The client state of the flow in progress. Card data never lives here: it stays in the form until it is sent. */
export const flowStore = proxy<FlowState>({ selectedPayGroupId: null, submitting: false });

/** Remembers the chosen method, here and in local storage (spec section 4). */
export function selectMethod(payGroupId: number): void {
  flowStore.selectedPayGroupId = payGroupId;
  try {
    localStorage.setItem(SELECTED_METHOD_KEY, String(payGroupId));
  } catch {
    // Storage can be blocked inside a third-party frame; the choice still holds for this visit.
  }
}

export function setSubmitting(submitting: boolean): void {
  flowStore.submitting = submitting;
}

export function useSubmitting(): boolean {
  return useSnapshot(flowStore).submitting;
}
