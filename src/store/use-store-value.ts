import { useCallback, useSyncExternalStore } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';

/**
 * One value read from a valtio store's snapshot: the component renders again when that value changes (Object.is).
 * Not valtio's useSnapshot: its render tracking (proxy-compare) put ~1 KiB gzip on every first path, and each reader
 * here selects the one value it shows, which the selection serves as well.
 */
export function useStoreValue<State extends object, Value>(store: State, select: (state: Snapshot<State>) => Value): Value {
  const listen = useCallback((onChange: () => void) => subscribe(store, onChange), [store]);
  // A new read each render makes React schedule and run an effect after the render to check the store again: a reader
  // that renders often passes a selector defined once (a keystroke renders the card form's root, which reads the
  // session's language and direction: session-store.ts).
  const read = useCallback((): Value => select(snapshot(store)), [store, select]);
  // The same read for a server render (tests render markup with react-dom/server).
  return useSyncExternalStore(listen, read, read);
}
