import { createElement, use, type ComponentType, type ReactNode } from 'react';

/** A promise carrying React's thenable status fields, which `use()` reads before deciding to suspend. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Loads once, whoever asks first, and notes on the promise how it settled, so React's `use()` reads an arrived module
 * synchronously instead of suspending on it for one more frame.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: TrackedPromise<T> | undefined;
  return () => {
    if (loading !== undefined) return loading;
    const tracked: TrackedPromise<T> = load();
    tracked.then(
      (value) => {
        Object.assign(tracked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
      },
    );
    loading = tracked;
    return tracked;
  };
}

/**
 * React.lazy, except that a component whose code has already arrived renders at once. React.lazy suspends on its first
 * render however early its code came (a deep link preloads its screen beside the init call), so the first commit showed
 * the fallback, and React holds a revealed screen back for up to 300 ms after a fallback. Fetched on first render, as
 * with React.lazy; a failed load throws to the nearest error boundary.
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): (props: P) => ReactNode {
  const module = loadOnce(load);
  return function LazyComponent(props: P): ReactNode {
    return createElement(use(module()).default, props);
  };
}
