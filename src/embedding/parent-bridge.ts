import { readIncoming, trustedParentOrigin, type IncomingMessage, type OutgoingMessage } from './parent-messages.ts';

const allowedOrigins: readonly string[] = __MERCHANT_ORIGINS__;

function parentOrigin(): string | null {
  if (window.parent === window) return null;
  return trustedParentOrigin(allowedOrigins, [...(location.ancestorOrigins ?? [])], document.referrer);
}

/** Posts to the merchant page, and only to an allowlisted one, never with the '*' target. */
export function postToParent(message: OutgoingMessage): void {
  const origin = parentOrigin();
  if (origin !== null) window.parent.postMessage({ target: 'cashier', ...message }, origin);
}

/** Listens to the merchant page; messages from other origins are ignored. Returns the unsubscribe function. */
export function listenToParent(onMessage: (message: IncomingMessage) => void): () => void {
  const listener = (event: MessageEvent): void => {
    const message = readIncoming(allowedOrigins, event.origin, event.data);
    if (message !== null) onMessage(message);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
