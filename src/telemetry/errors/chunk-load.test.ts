import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, raceChunkTimeout } from './chunk-load.ts';

describe('raceChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('passes a chunk that arrives in time', async () => {
    await expect(raceChunkTimeout(Promise.resolve('module'), 1000)).resolves.toBe('module');
  });

  it('fails with ChunkLoadError after the timeout', async () => {
    vi.useFakeTimers();
    const late = raceChunkTimeout(new Promise(() => undefined), 120_000);
    const outcome = expect(late).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    await expect(late).rejects.toHaveProperty('name', 'ChunkLoadError');
  });
});
