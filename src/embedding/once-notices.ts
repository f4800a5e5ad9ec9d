import { useEffect } from 'react';
import { tellMerchant } from './outbox.ts';
import { markInteractive } from '../telemetry/interactive.ts';

const told = new Set<'ready' | 'sessionExpired'>();

function tellOnce(type: 'ready' | 'sessionExpired'): void {
  if (told.has(type)) return;
  told.add(type);
  tellMerchant({ type });
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
