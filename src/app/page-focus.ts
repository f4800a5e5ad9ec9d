import { useEffect, useRef } from 'react';

/** Focuses a heading or a message, which is no control: only a script gives it the focus (tabindex -1, out of the Tab order). */
function focusHeading(heading: HTMLElement): void {
  heading.tabIndex = -1;
  heading.focus();
}

/**
 * Focuses `target` (a heading, a message) when the focus was lost: with the old page (it is on <body>), or on a control
 * just disabled, which keeps no focus. Focus kept elsewhere stays.
 */
export function focusIfLost(target: HTMLElement | null): void {
  const active = document.activeElement;
  if (target === null || (active !== null && active !== document.body && !active.matches(':disabled'))) return;
  focusHeading(target);
}

/**
 * Puts the focus on the page's heading before what holds it leaves the page (a removed card's row and its buttons),
 * so the keyboard does not fall back to the page's start.
 */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading !== null) focusHeading(heading);
}

/** Focuses the next heading drawn in place of `drawn`, if the focus is lost by then; returns the stop. */
function focusNextHeading(drawn: HTMLElement | null): () => void {
  const observer = new MutationObserver(() => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading === null || heading === drawn) return;
    observer.disconnect();
    focusIfLost(heading);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * For a control that replaces the page it sits on (an error screen's Try again): once the page drawn in its place (the
 * page, or the failure again) has its heading, the focus goes there, not to the page's start.
 */
export function focusHeadingOfNextPage(): void {
  focusNextHeading(document.querySelector<HTMLElement>('main h1'));
}

/**
 * After a change of page (not the first: the page's own load leaves the focus to the browser), puts the focus on the
 * new page's heading, so a keyboard or screen-reader user starts at the new page's top and hears its title: the
 * heading drawn now, and the next one drawn if the old page stayed up while the new one's code loaded. Focus kept on
 * something still there, such as the carousel's radios, stays. When only the `address` changes over the same page (a
 * dialog with an address of its own closed by Escape or Back, with no control to give the focus back to: it was
 * opened bare, or reloaded), the page's heading takes the focus the dialog left on nothing.
 */
export function usePageFocus(page: string, address = page): void {
  const shown = useRef({ page, address });
  useEffect(() => {
    const before = shown.current;
    shown.current = { page, address };
    const drawn = document.querySelector<HTMLElement>('main h1');
    if (before.page !== page) {
      focusIfLost(drawn);
      return focusNextHeading(drawn);
    }
    if (before.address !== address) focusIfLost(drawn);
    return undefined;
  }, [page, address]);
}
