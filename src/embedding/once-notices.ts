import { useEffect, useRef } from 'react';
import { tellMerchant } from './outbox.ts';
import { markInteractive } from '../telemetry/interactive.ts';

const told = new Set<'ready' | 'sessionExpired'>();
/** What waits for the first screen to be ready (realtime and analytics load then). */
let onReady: (() => void)[] = [];

function tellOnce(type: 'ready' | 'sessionExpired'): void {
  if (told.has(type)) return;
  told.add(type);
  tellMerchant({ type });
  if (type === 'ready') {
    onReady.forEach((then) => then());
    onReady = [];
  }
}

/** Runs `then` once the first screen is shown and interactive (at once if it already is). */
export function whenReady(then: () => void): void {
  if (told.has('ready')) then();
  else onReady.push(then);
}

/**
 * Called by every screen that takes input or says where the user stands, with whether it shows more than a loading
 * state: the first one shown tells the merchant the cashier is ready.
 */
export function useReady(shown = true): void {
  useEffect(() => {
    if (!shown) return;
    markInteractive();
    tellOnce('ready');
  }, [shown]);
}

/** Called wherever the session's end shows (its own screen, a failed call, a failed submit): told once. */
export function useSessionExpiredNotice(expired: boolean): void {
  useEffect(() => {
    if (expired) tellOnce('sessionExpired');
  }, [expired]);
}

/**
 * Called by a method's form: tells the merchant it opened, once per method shown, even when React runs the effect
 * twice for one mount (development StrictMode), which would otherwise post two `open` messages.
 */
export function useFormOpenedNotice(method: string): void {
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (told.current === method) return;
    told.current = method;
    tellMerchant({ type: 'form', target: 'cashier', event: 'open', method });
  }, [method]);
}
