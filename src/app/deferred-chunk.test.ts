// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnce } from '../telemetry/telemetry-loader.ts';
import { captureError } from '../telemetry/errors/error-queue.ts';
import { ChunkLoadError } from '../telemetry/errors/chunk-load.ts';
import { deferredChunk, usePrefetchWhenIdle } from './deferred-chunk.ts';

vi.mock('../telemetry/telemetry-loader.ts', () => ({ reloadOnce: vi.fn() }));
vi.mock('../telemetry/errors/error-queue.ts', () => ({ captureError: vi.fn() }));

const reload = vi.mocked(reloadOnce);
const refused = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

beforeEach(() => {
  reload.mockReset();
  reload.mockReturnValue(true);
  vi.mocked(captureError).mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('deferredChunk: code for after the user acts, fetched once', () => {
  it('fetches the chunk once, whether prefetched, loaded, or both', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const chunk = deferredChunk(load);
    chunk.prefetch();
    await expect(chunk.load()).resolves.toEqual({ answer: 42 });
    await expect(chunk.load()).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed prefetch is reported, never reloads the page, and the next load fetches again', async () => {
    const load = vi.fn<() => Promise<string>>().mockImplementationOnce(refused).mockResolvedValue('module');
    const chunk = deferredChunk(load);
    chunk.prefetch();
    await vi.waitFor(() => expect(captureError).toHaveBeenCalledTimes(1));
    expect(reload).not.toHaveBeenCalled();
    await expect(chunk.load()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an action whose load fails gets the ChunkLoadError once the reload is used, and may try again', async () => {
    reload.mockReturnValue(false);
    const load = vi.fn<() => Promise<string>>().mockImplementationOnce(refused).mockResolvedValue('module');
    const chunk = deferredChunk(load);
    await expect(chunk.load()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(chunk.load()).resolves.toBe('module');
  });
});

describe('usePrefetchWhenIdle', () => {
  it('prefetches once the browser is idle after mounting, not while rendering', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve('module'));
    const chunk = deferredChunk(load);
    renderHook(() => usePrefetchWhenIdle(chunk));
    expect(load).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(load).toHaveBeenCalled();
  });

  it('prefetches nothing for a screen left before the browser was idle', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve('module'));
    const chunk = deferredChunk(load);
    const { unmount } = renderHook(() => usePrefetchWhenIdle(chunk));
    unmount();
    vi.runAllTimers();
    expect(load).not.toHaveBeenCalled();
  });
});
