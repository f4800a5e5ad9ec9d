import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The focus of a keyboard user through a submit. The fields are disabled while it runs, which would drop the focus of
 * the one Enter was pressed in to <body>: the submit button, which stays focusable while busy (aria-disabled), takes
 * it. So the focus is on the button when a failure is told (Enter tries again), and a dialog the answer opens (a
 * one-time code, the payout-account step) gives it back there when it closes.
 */
export function useSubmitFocus(submitting: boolean, formId: string): RefObject<HTMLButtonElement | null> {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (submitting && document.getElementById(formId)?.contains(document.activeElement) === true) button.current?.focus();
  }, [submitting, formId]);
  return button;
}
