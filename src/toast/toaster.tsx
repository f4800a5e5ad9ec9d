import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { Toast } from './toast-store.ts';
import './toaster.css';

interface ToasterProps {
  toasts: readonly Toast[];
  /** The dismiss button's accessible name, translated. */
  dismissLabel: string;
  onDismiss: (id: number) => void;
}

interface ToastItemProps extends Omit<ToasterProps, 'toasts'> {
  toast: Toast;
  /** Its dismiss button was pressed while it held the focus. */
  onDismissFocused: () => void;
}

/** One toast: hides by itself after its time unless the pointer or focus rests on it (WCAG 2.2.1, timing adjustable). */
function ToastItem({ toast, dismissLabel, onDismiss, onDismissFocused }: ToastItemProps): ReactNode {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (toast.autoHideMs === null || held) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.autoHideMs);
    return () => clearTimeout(timer);
  }, [toast, held, onDismiss]);
  return (
    <li
      className={`toast toast--${toast.kind}`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="toast__text">{toast.text}</span>
      <button
        type="button"
        className="toast__dismiss"
        aria-label={dismissLabel}
        onClick={(event) => {
          if (event.currentTarget === document.activeElement) onDismissFocused();
          onDismiss(toast.id);
        }}
      >
        ×
      </button>
    </li>
  );
}

/**
 * The toasts of spec section 2, at the bottom of the cashier: errors in an assertive live region, the others in a
 * polite one. Plain aria-live rather than the status and alert roles, so an empty region is no alert a page (or its
 * tests) would find. Everything arrives as props, so this lazy chunk shares no module with the entry but React.
 */
export default function Toaster({ toasts, dismissLabel, onDismiss }: ToasterProps): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  // A toast dismissed with the focus on its button takes the focus with it: the first toast left gets it, else the
  // control the keyboard came into the toasts from, never <body> (from where Tab starts at the page's top again).
  const cameFrom = useRef<Element | null>(null);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!refocus.current || (active !== null && active !== document.body)) return;
    refocus.current = false;
    const back = cameFrom.current instanceof HTMLElement && cameFrom.current.isConnected ? cameFrom.current : null;
    (box.current?.querySelector<HTMLElement>('.toast__dismiss') ?? back)?.focus();
  });
  const noteWayIn = (event: FocusEvent<HTMLDivElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget;
  };
  return (
    <div ref={box} className="toaster" onFocus={noteWayIn}>
      {(['polite', 'assertive'] as const).map((live) => {
        const shown = toasts.filter((toast) => (toast.kind === 'error') === (live === 'assertive'));
        return (
          <div key={live} aria-live={live}>
            {shown.length > 0 && (
              <ul className="toaster__list">
                {shown.map((toast) => (
                  <ToastItem
                    key={toast.id}
                    toast={toast}
                    dismissLabel={dismissLabel}
                    onDismiss={onDismiss}
                    onDismissFocused={() => {
                      refocus.current = true;
                    }}
                  />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
