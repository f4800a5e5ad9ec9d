import { useEffect, useRef, useState } from 'react';

/** How long a copy toast stays, in milliseconds (spec section 9: toast 2000 ms). */
export const TOAST_MS = 2000;

/** Whether the last copy worked: the toast to show, or none. */
export type CopyToast = 'success' | 'failure';

/**
 * Copies text to the clipboard and says how it went: a toast that hides after TOAST_MS (spec section 2: copy field).
 * A copy that fails (no clipboard outside secure contexts, a denied permission) shows the failure toast.
 */
export function useCopy(): { toast: CopyToast | null; copy: (text: string) => Promise<void> } {
  const [toast, setToast] = useState<CopyToast | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (next: CopyToast): void => {
    clearTimeout(timer.current);
    setToast(next);
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  };
  const copy = async (text: string): Promise<void> => {
    try {
      // navigator.clipboard is missing outside secure contexts; the TypeError lands in the failure toast too.
      await navigator.clipboard.writeText(text);
      show('success');
    } catch {
      show('failure');
    }
  };
  return { toast, copy };
}
