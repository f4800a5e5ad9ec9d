import { useSyncExternalStore } from 'react';
import { withEntry, type SavedSince } from '../../../schemas/payout/saved-since.ts';

/**
 * The payout accounts saved since a method's select answer came, by that answer (the object its form is built from):
 * a new account created, or one whose create had an unknown outcome found among a fresh answer's, confirmed with its
 * code or not yet. Its form offers them among the saved accounts for the rest of the visit; a form built from a fresh
 * answer has them from the server.
 */
const savedSince = new WeakMap<object, readonly SavedSince[]>();
const listeners = new Set<() => void>();
const NONE: readonly SavedSince[] = [];

/** An account saved since `answer` came (or now confirmed): the forms built from it offer it. */
export function addSavedSince(answer: object, saved: SavedSince): void {
  savedSince.set(answer, withEntry(savedSince.get(answer) ?? NONE, saved));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The accounts saved since `answer` came, in the order they were. */
export function useSavedSince(answer: object): readonly SavedSince[] {
  return useSyncExternalStore(subscribe, () => savedSince.get(answer) ?? NONE);
}
