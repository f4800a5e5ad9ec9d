/** The queue after adding events: at most `cap` kept, the oldest dropped first (spec section 9: cap 1000). */
export function enqueueCapped<T>(queue: readonly T[], added: readonly T[], cap: number): { queue: T[]; dropped: number } {
  const all = [...queue, ...added];
  const dropped = Math.max(0, all.length - cap);
  return { queue: all.slice(dropped), dropped };
}
