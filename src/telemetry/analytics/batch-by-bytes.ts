/** Events cut into batches for one send each; an event too big for any batch is set apart, never sent. */
export interface Batches<T> {
  batches: T[][];
  oversize: T[];
}

const encoder = new TextEncoder();

/** UTF-8 bytes of a value as JSON. */
export function jsonBytes(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}

/**
 * Cuts `events` in order into batches whose `wrap(batch)` serialises to at most `maxBytes` UTF-8 bytes (the
 * publish limit of 60000 or the post limit of 40000 bytes, spec sections 7 and 9).
 */
export function batchByBytes<T>(events: readonly T[], maxBytes: number, wrap: (batch: T[]) => unknown): Batches<T> {
  const emptyBytes = jsonBytes(wrap([]));
  const result: Batches<T> = { batches: [], oversize: [] };
  let current: T[] = [];
  let bytes = emptyBytes;
  for (const event of events) {
    const size = jsonBytes(event);
    if (emptyBytes + size > maxBytes) {
      result.oversize.push(event);
      continue;
    }
    const added = size + (current.length > 0 ? 1 : 0);
    if (bytes + added > maxBytes) {
      result.batches.push(current);
      current = [];
      bytes = emptyBytes;
    }
    bytes += size + (current.length > 0 ? 1 : 0);
    current.push(event);
  }
  if (current.length > 0) result.batches.push(current);
  return result;
}
