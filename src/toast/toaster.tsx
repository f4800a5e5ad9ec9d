import { useEffect, useState, type ReactNode } from 'react';
import type { Toast } from './toast-store.ts';
import './toaster.css';

interface ToasterProps {
  toasts: readonly Toast[];
  /** The dismiss button's accessible name, translated. */
  dismissLabel: string;
  onDismiss: (id: number) => void;
}

/** One toast: hides by itself after its time unless the pointer or focus rests on it (WCAG 2.2.1, timing adjustable). */
function ToastItem({ toast, dismissLabel, onDismiss }: { toast: Toast } & Omit<ToasterProps, 'toasts'>): ReactNode {
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
      <button type="button" className="toast__dismiss" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
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
  return (
    <div className="toaster">
      {(['polite', 'assertive'] as const).map((live) => {
        const shown = toasts.filter((toast) => (toast.kind === 'error') === (live === 'assertive'));
        return (
          <div key={live} aria-live={live}>
            {shown.length > 0 && (
              <ul className="toaster__list">
                {shown.map((toast) => (
                  <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={onDismiss} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
