import { proxy } from 'valtio/vanilla';
import { useStoreValue } from '../store/use-store-value.ts';

/** Spec section 2: default, success and error toasts. */
export type ToastKind = 'default' | 'success' | 'error';

/** How long a toast stays before it hides by itself (ms; spec section 9: toast 2000 ms). */
export const TOAST_MS = 2000;

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  /** A translated sentence. */
  readonly text: string;
  /** Hides after this many ms (paused while hovered or focused); null: stays until dismissed. */
  readonly autoHideMs: number | null;
}

export interface ToastRequest {
  kind?: ToastKind;
  text: string;
  /** Spec section 2: auto-hide is optional; TOAST_MS unless given, null to keep it until dismissed. */
  autoHideMs?: number | null;
}

/** At most this many toasts show at once; the oldest leaves first. */
const MAX_TOASTS = 3;

let nextId = 1;

/** The toasts on screen, oldest first. */
export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] });

/** Shows a toast and returns its id. */
export function showToast({ kind = 'default', text, autoHideMs = TOAST_MS }: ToastRequest): number {
  const id = nextId++;
  toastStore.toasts = [...toastStore.toasts, { id, kind, text, autoHideMs }].slice(-MAX_TOASTS);
  return id;
}

export function dismissToast(id: number): void {
  toastStore.toasts = toastStore.toasts.filter((toast) => toast.id !== id);
}

export function useToasts(): readonly Toast[] {
  return useStoreValue(toastStore, (state) => state.toasts);
}
