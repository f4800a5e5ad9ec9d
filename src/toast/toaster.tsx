import { useEffect, useState, type ReactNode } from 'react';
import { translate } from '../i18n/common.ts';
import { dismissToast, useToasts, type Toast } from './toast-store.ts';
import './toaster.css';

/** One toast: hides by itself after its time unless the pointer or focus rests on it (WCAG 2.2.1, timing adjustable). */
function ToastItem({ toast }: { toast: Toast }): ReactNode {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (toast.autoHideMs === null || held) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.autoHideMs);
    return () => clearTimeout(timer);
  }, [toast, held]);
  return (
    <li
      className={`toast toast--${toast.kind}`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="toast__text">{toast.text}</span>
      <button type="button" className="toast__dismiss" aria-label={translate('APP.TOAST.DISMISS')} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </li>
  );
}

/**
 * The toasts of spec section 2, at the bottom of the cashier. Both live regions are always in the page, so a screen
 * reader hears each toast as it arrives: errors assertively, the others politely. Plain aria-live rather than the
 * status and alert roles, so an empty region is no alert a page (or its tests) would find.
 */
export function Toaster(): ReactNode {
  const toasts = useToasts();
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');
  return (
    <div className="toaster">
      {[others, errors].map((list, index) => (
        <div key={index === 0 ? 'polite' : 'assertive'} aria-live={index === 0 ? 'polite' : 'assertive'}>
          {list.length > 0 && (
            <ul className="toaster__list">
              {list.map((toast) => (
                <ToastItem key={toast.id} toast={toast} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
