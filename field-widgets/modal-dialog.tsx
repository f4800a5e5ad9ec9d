import { useEffect, useId, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './modal-dialog.css';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  /** `alertdialog` for an error the user must acknowledge. */
  role?: 'dialog' | 'alertdialog';
  title: string;
  /** Id of the element inside that describes the dialog (an alertdialog's message). */
  describedBy?: string;
  /** Called on Escape and, for a plain dialog, on a click on the backdrop. */
  onClose: () => void;
  /**
   * The control that opens the dialog: the focus goes back to it on close when the dialog did not take the focus from
   * a control (its address reloaded or opened bare, so the focus was on nothing).
   */
  opener?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** Focuses the first enabled element marked `data-autofocus`, else the first focusable one, else the dialog itself. */
function focusInside(dialog: HTMLElement): void {
  const marked = [...dialog.querySelectorAll<HTMLElement>('[data-autofocus]')].find((element) => element.matches(FOCUSABLE));
  (marked ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
}

/** Puts the focus back inside `dialog` when it is the top modal and the focus is not in it, or is on the dialog itself. */
function reclaimFocus(dialog: HTMLElement): void {
  const active = document.activeElement;
  if (!dialog.isConnected || (active !== dialog && dialog.contains(active))) return;
  const modals = document.querySelectorAll('.modal');
  if (modals[modals.length - 1] === dialog) focusInside(dialog);
}

/**
 * A modal over the page, rendered into <body> so it sits outside the form (Enter in its search box submits nothing).
 * Focus moves to the element marked `data-autofocus` (else the first focusable one), stays inside while it is open
 * (also when what held it is disabled or replaced), and returns to where it was when it closes, else to its `opener`.
 */
export function ModalDialog({ role = 'dialog', title, describedBy, onClose, opener, children }: ModalDialogProps): ReactNode {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const focusedBefore = useRef<Element | null>(null);
  // Before the children's effects, one of which may already move the focus in (the code field's autofocus).
  useLayoutEffect(() => {
    focusedBefore.current = document.activeElement;
  }, []);
  // aria-modal alone leaves the page below readable (Chromium, TalkBack and NVDA's browse mode walk into it): the rest of
  // <body> is inert while the dialog is open, hidden from screen readers and the pointer. A layout effect, so the page is
  // live again before the focus goes back to its opener; a dialog over another one leaves inert what that one made so.
  useLayoutEffect(() => {
    const backdrop = box.current?.parentElement;
    const covered = [...document.body.children].filter((element) => element !== backdrop && !element.hasAttribute('inert'));
    for (const element of covered) element.setAttribute('inert', '');
    return () => {
      for (const element of covered) element.removeAttribute('inert');
    };
  }, []);
  useEffect(() => {
    if (box.current !== null) focusInside(box.current);
  }, []);
  useEffect(
    () => () => {
      const element = focusedBefore.current;
      const control = element instanceof HTMLElement && element !== document.body && element.isConnected ? element : null;
      (control ?? opener?.current)?.focus();
    },
    [opener],
  );
  // A focused button that turns disabled (a call in flight), or content replaced under the focus, drops the focus to
  // <body>, from where Tab walks the page under the modal and Escape reaches no dialog. The browser tells of a disabled
  // button (a focusout towards nothing), which may come after this dialog's last render, so the top modal takes the
  // focus back then; a replacement it does not tell of, so the modal checks after each of its renders and, since a
  // child may re-render without the dialog (the content page's body after Try again), on each change of its DOM; it
  // hands the focus on from the dialog itself to a control as soon as there is one (the Done after an answer).
  useEffect(() => {
    if (box.current !== null) reclaimFocus(box.current);
  });
  useEffect(() => {
    const dialog = box.current;
    if (dialog === null) return undefined;
    const changes = new MutationObserver(() => reclaimFocus(dialog));
    changes.observe(dialog, { childList: true, subtree: true });
    return () => changes.disconnect();
  }, []);
  const handleFocusOut = (event: FocusEvent<HTMLDivElement>): void => {
    const dialog = event.currentTarget;
    // Once the change that took the focus is drawn: the control to take it may come with that change.
    if (event.relatedTarget === null) setTimeout(() => reclaimFocus(dialog));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || box.current === null) return;
    // Filtered from every element rather than queried by FOCUSABLE: a selector list need not come back in document order (jsdom).
    const focusable = [...box.current.querySelectorAll<HTMLElement>('*')].filter((element) => element.matches(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last;
    if (leaving || focusable.length === 0) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  };
  return createPortal(
    <div className="modal-backdrop" onClick={(event) => role === 'dialog' && event.target === event.currentTarget && onClose()}>
      <div
        ref={box}
        className="modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        onBlur={handleFocusOut}
      >
        {/* A title may be a server text (a field's label): in its own direction (<bdi>), at the page's start edge. */}
        <h2 id={titleId} className="modal__title">
          <bdi>{title}</bdi>
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
