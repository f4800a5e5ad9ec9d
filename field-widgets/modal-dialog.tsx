import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
  children: ReactNode;
}

/**
 * A modal over the page, rendered into <body> so it sits outside the form (Enter in its search box submits nothing).
 * Focus moves to the element marked `data-autofocus` (else the first focusable one), stays inside while it is open,
 * and returns to where it was when it closes.
 */
export function ModalDialog({ role = 'dialog', title, describedBy, onClose, children }: ModalDialogProps): ReactNode {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
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
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
