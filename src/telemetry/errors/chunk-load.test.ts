import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk, reloadOnceForChunks } from './chunk-load.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('loadChunk (spec section 9: chunk load timeout 120000 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when it arrives', async () => {
    await expect(loadChunk(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });

  it('turns a rejected import into a ChunkLoadError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error: unknown = await loadChunk(() => Promise.reject(cause)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect((error as ChunkLoadError).name).toBe('ChunkLoadError');
  });

  it('rejects with a ChunkLoadError after 120 s, not before', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    loadChunk(() => new Promise<never>(() => undefined)).catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });
});

describe('reloadOnceForChunks', () => {
  it('reloads on the first ChunkLoadError only', () => {
    const port = { storage: memoryStorage(), reload: vi.fn() };
    expect(reloadOnceForChunks(new ChunkLoadError('x'), port)).toBe(true);
    expect(reloadOnceForChunks(new ChunkLoadError('x'), port)).toBe(false);
    expect(port.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', () => {
    const port = { storage: memoryStorage(), reload: vi.fn() };
    expect(reloadOnceForChunks(new Error('render crash'), port)).toBe(false);
    expect(port.reload).not.toHaveBeenCalled();
  });

  it('does not reload when storage refuses (a loop could follow)', () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error('denied'); } };
    const port = { storage, reload: vi.fn() };
    expect(reloadOnceForChunks(new ChunkLoadError('x'), port)).toBe(false);
    expect(port.reload).not.toHaveBeenCalled();
  });
});
