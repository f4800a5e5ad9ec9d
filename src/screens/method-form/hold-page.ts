const ask = (event: BeforeUnloadEvent): void => event.preventDefault();

/**
 * `work`, during which the browser asks before the page closes or reloads: a sent payment, or its one-time code,
 * whose answer the page would never learn (a user who pays again may pay twice).
 */
export function holdPageDuring<T>(work: Promise<T>): Promise<T> {
  addEventListener('beforeunload', ask);
  return work.finally(() => removeEventListener('beforeunload', ask));
}
