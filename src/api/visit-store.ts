import { useEffect, useSyncExternalStore } from 'react';

/** What a screen reads of a visit-long answer: the data once answered (kept while a reload is under way), or why it failed. */
export interface VisitState<T> {
  data: T | undefined;
  error: Error | undefined;
}

/** A call's answers kept for the visit, by key: asked once, whoever asks first (a screen, or start-up before React). */
export interface VisitStore<A, T> {
  /** Starts the call for `args` unless it was started already; resolves with its data, or undefined when it failed. */
  load(args: A): Promise<T | undefined>;
  /** Asks again for `args` (what it answered stays readable until the new answer). */
  reload(args: A): Promise<T | undefined>;
  /** The state for `args`, asking when nothing was asked yet; undefined args ask nothing. `reload` asks again. */
  use(args: A | undefined): VisitState<T> & { reload: () => void };
}

const NOT_ASKED: VisitState<never> = { data: undefined, error: undefined };

// The first paths' calls (init, select) are kept here rather than in SWR: they start before React renders, and SWR
// would cost the method list and the card form ~5 KB gzip for them. The calls of later screens use SWR (use-query.ts).
export function visitStore<A, T>(keyOf: (args: A) => string, fetch: (args: A) => Promise<T>): VisitStore<A, T> {
  const states = new Map<string, VisitState<T>>();
  const pending = new Map<string, Promise<T | undefined>>();
  const listeners = new Set<() => void>();
  /** The arguments each key stands for, so an effect can depend on the key alone. */
  const argsOf = new Map<string, A>();

  const setState = (key: string, state: VisitState<T>): void => {
    states.set(key, state);
    for (const listener of listeners) listener();
  };
  const request = (args: A): Promise<T | undefined> => {
    const key = keyOf(args);
    setState(key, { data: states.get(key)?.data, error: undefined });
    const answer = fetch(args).then(
      (data) => {
        setState(key, { data, error: undefined });
        return data;
      },
      (error: unknown) => {
        setState(key, { data: undefined, error: error instanceof Error ? error : new Error(String(error)) });
        return undefined;
      },
    );
    pending.set(key, answer);
    return answer;
  };
  const load = (args: A): Promise<T | undefined> => pending.get(keyOf(args)) ?? request(args);
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    load,
    reload: request,
    use(args) {
      const key = args === undefined ? null : keyOf(args);
      if (key !== null && args !== undefined) argsOf.set(key, args);
      const state = useSyncExternalStore(subscribe, () => (key === null ? NOT_ASKED : (states.get(key) ?? NOT_ASKED)));
      useEffect(() => {
        const asked = key === null ? undefined : argsOf.get(key);
        if (asked !== undefined) void load(asked);
      }, [key]);
      return { ...state, reload: () => (args === undefined ? undefined : void request(args)) };
    },
  };
}
