import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installChunkLoader, lazyChunk } from '../../../schemas/chunks/lazy-chunk.ts';
import { captureError } from './error-queue.ts';
import { reloadOnce } from '../telemetry-loader.ts';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, listenForTyping, loadChunk, raceChunkTimeout } from './chunk-load.ts';

vi.mock('../telemetry-loader.ts', () => ({ reloadOnce: vi.fn() }));
vi.mock('./error-queue.ts', () => ({ captureError: vi.fn() }));

const reload = vi.mocked(reloadOnce);
const capture = vi.mocked(captureError);
const never = (): Promise<never> => new Promise(() => undefined);
const refused = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** Whether `promise` settled within a few turns of the event loop. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return settled;
}

beforeEach(() => {
  reload.mockReset();
  capture.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('raceChunkTimeout', () => {
  it('passes a chunk that arrives in time', async () => {
    await expect(raceChunkTimeout(Promise.resolve('module'), 1000)).resolves.toBe('module');
  });

  it('fails with ChunkLoadError after the timeout', async () => {
    vi.useFakeTimers();
    const late = raceChunkTimeout(never(), 120_000);
    const outcome = expect(late).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    await expect(late).rejects.toHaveProperty('name', 'ChunkLoadError');
  });
});

describe('loadChunk: every dynamic import (spec section 8, ChunkLoadError after 120 s; one reload)', () => {
  it('hands over the module and reports nothing when the chunk arrives', async () => {
    await expect(loadChunk(() => Promise.resolve('module'))()).resolves.toBe('module');
    expect(capture).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reports a failed chunk as ChunkLoadError and reloads once, drawing nothing meanwhile', async () => {
    reload.mockReturnValue(true);
    const loading = loadChunk(refused)();
    expect(await settles(loading)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    const report = capture.mock.calls[0]?.[0];
    expect(report?.kind).toBe('chunk');
    expect(report?.error).toBeInstanceOf(ChunkLoadError);
    expect((report?.error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('counts a chunk still missing after CHUNK_LOAD_TIMEOUT_MS as failed', async () => {
    vi.useFakeTimers();
    reload.mockReturnValue(false);
    const loading = loadChunk(never)();
    const outcome = expect(loading).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(capture).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('rejects, for the caller to show its message, once the reload of the window was used: never a loop', async () => {
    reload.mockReturnValue(false);
    await expect(loadChunk(refused)()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('never reloads over background code (telemetry, icons): reports and rejects', async () => {
    reload.mockReturnValue(true);
    await expect(loadChunk(refused, { background: true })()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).not.toHaveBeenCalled();
    expect(capture).toHaveBeenCalledTimes(1);
  });

  // Last: the first keystroke is noted for the rest of the page's life.
  it('is what schemas/ and field-widgets/ load through once installed, and never reloads after the user has typed', async () => {
    const page = new EventTarget();
    installChunkLoader(loadChunk);
    listenForTyping(page);
    reload.mockReturnValue(true);
    const beforeTyping = lazyChunk(refused)();
    expect(await settles(beforeTyping)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    page.dispatchEvent(new Event('input'));
    await expect(lazyChunk(refused)()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledTimes(2);
  });
});
