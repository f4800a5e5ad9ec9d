import { proxy, useSnapshot } from 'valtio';
import { writeStored } from './storage.ts';

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
  writeStored(SELECTED_METHOD_KEY, String(payGroupId));
}

export function setSubmitting(submitting: boolean): void {
  flowStore.submitting = submitting;
}

export function useSubmitting(): boolean {
  return useSnapshot(flowStore).submitting;
}
