import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The focus of a keyboard user through a submit. The fields are disabled while it runs, which drops the focus of the
 * one Enter was pressed in to <body>: the submit button, which stays focusable while busy (aria-disabled), takes it;
 * as it does when the form was sent with the focus on nothing (a tapped button in Safari).
 * So the focus is on the button when a failure is told (Enter tries again), and a dialog the answer opens (a one-time
 * code, the payout-account step) gives it back there when it closes. Where the focus was is read when the form is
 * sent: by the time the busy state renders, the browser may already have dropped it.
 */
export function useSubmitFocus(submitting: boolean, formId: string): RefObject<HTMLButtonElement | null> {
  const button = useRef<HTMLButtonElement>(null);
  const sentFromForm = useRef(false);
  useEffect(() => {
    const form = document.getElementById(formId);
    const remember = (): void => {
      const active = document.activeElement;
      // A tap in Safari (an iOS web view too) focuses no button: sent with the focus on nothing, the form gives it to
      // its button as other browsers do. Left on nothing, a change of page would hand it to the page's heading, and the
      // routing step, drawn under that same heading, would then take it for its own: two headings read out.
      sentFromForm.current = active === document.body || form?.contains(active) === true;
    };
    form?.addEventListener('submit', remember, true);
    return () => form?.removeEventListener('submit', remember, true);
  }, [formId]);
  useLayoutEffect(() => {
    if (!submitting) return;
    if (sentFromForm.current || document.getElementById(formId)?.contains(document.activeElement) === true) button.current?.focus();
    sentFromForm.current = false;
  }, [submitting, formId]);
  return button;
}
