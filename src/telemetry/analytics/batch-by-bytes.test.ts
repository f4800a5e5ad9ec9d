import { describe, expect, it } from 'vitest';
import { batchByBytes, jsonBytes } from './batch-by-bytes.ts';

const wrap = (events: unknown[]) => ({ events });

describe('batches by byte size (spec sections 7 and 9: publish 60000, post 40000 bytes)', () => {
  it('fills each batch up to the limit, in order, and never beyond it', () => {
    const events = Array.from({ length: 50 }, (_, index) => ({ index, filler: 'x'.repeat(1_000) }));
    const { batches, oversize } = batchByBytes(events, 40_000, wrap);
    expect(oversize).toEqual([]);
    expect(batches.flat()).toEqual(events);
    for (const batch of batches) expect(jsonBytes(wrap(batch))).toBeLessThanOrEqual(40_000);
    // Full batches: one more event would not have fit.
    const first = batches[0] ?? [];
    expect(jsonBytes(wrap([...first, events[first.length]]))).toBeGreaterThan(40_000);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const events = [{ text: 'я'.repeat(30) }, { text: 'я'.repeat(30) }];
    const limit = jsonBytes(wrap([events[0]])) + 10;
    expect(batchByBytes(events, limit, wrap).batches).toHaveLength(2);
  });

  it('sets apart an event too big for any batch', () => {
    const big = { filler: 'x'.repeat(70_000) };
    expect(batchByBytes([{ a: 1 }, big, { b: 2 }], 60_000, wrap)).toEqual({ batches: [[{ a: 1 }, { b: 2 }]], oversize: [big] });
  });

  it('gives no batch for no events', () => expect(batchByBytes([], 100, wrap)).toEqual({ batches: [], oversize: [] }));
});
