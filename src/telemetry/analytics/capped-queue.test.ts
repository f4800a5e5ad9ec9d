import { describe, expect, it } from 'vitest';
import { enqueueCapped } from './capped-queue.ts';

describe('local queue capped at 1000 (spec section 9)', () => {
  it('keeps everything under the cap', () => expect(enqueueCapped([1, 2], [3], 1_000)).toEqual({ queue: [1, 2, 3], dropped: 0 }));

  it('drops the oldest beyond the cap', () => {
    const queue = Array.from({ length: 1_000 }, (_, index) => index);
    const next = enqueueCapped(queue, [1_000, 1_001], 1_000);
    expect(next.queue).toHaveLength(1_000);
    expect(next.queue[0]).toBe(2);
    expect(next.queue.at(-1)).toBe(1_001);
    expect(next.dropped).toBe(2);
  });
});
