import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { focusPageHeading } from '../../app/page-focus.ts';

/** Whether the focus is where no user put it: on nothing, on what a hidden form holds, or on the page's heading. */
function focusLeft(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.closest('[hidden]') !== null || active.matches('main h1');
}

/**
 * The focus of a step drawn inside its page in place of the page's form (the routing step, at its own address under
 * the method's heading, which stays the same element, so the page's focus rule sees no new heading): when the step
 * shows (the first form sent, or Forward), its heading (the returned ref; tabindex -1) takes the focus, unless the
 * user is on a control still shown; when Back hides it, a focus inside it goes to the page's heading.
 */
export function useStepFocus(): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  const [location] = useLocation();
  useEffect(() => {
    const step = heading.current;
    if (step === null) return;
    if (step.closest('[hidden]') === null) {
      if (focusLeft()) step.focus();
    } else if (step.parentElement?.contains(document.activeElement) === true) focusPageHeading();
  }, [location]);
  return heading;
}
