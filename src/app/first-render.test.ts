import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstRenderGate } from './first-render.ts';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** Whether the gate has opened after `ms` more milliseconds. */
async function openAfter(gate: Promise<void>, ms: number): Promise<boolean> {
  let open = false;
  void gate.then(() => (open = true));
  await vi.advanceTimersByTimeAsync(ms);
  return open;
}

describe('firstRenderGate: the first render waits for a deep link screen, not longer than the wait', () => {
  it('opens as soon as the screen is ready', async () => {
    expect(await openAfter(firstRenderGate(Promise.resolve(), 800), 0)).toBe(true);
  });

  it('opens when the screen failed: the screen shows its own error', async () => {
    expect(await openAfter(firstRenderGate(Promise.reject(new Error('offline')), 800), 0)).toBe(true);
  });

  it('keeps closed while the screen is on its way, and opens at the wait for a slow one (the loading state shows)', async () => {
    const gate = firstRenderGate(new Promise(() => undefined), 800);
    expect(await openAfter(gate, 799)).toBe(false);
    expect(await openAfter(gate, 1)).toBe(true);
  });
});
