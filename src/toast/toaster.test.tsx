// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToasterHost } from './toaster-host.tsx';
import { dismissToast, showToast, TOAST_MS, toastStore } from './toast-store.ts';

beforeAll(async () => {
  // The host loads the toaster lazily: loaded once here, its lazy() then resolves within a flush.
  await import('./toaster.tsx');
});
beforeEach(() => {
  vi.useFakeTimers();
  toastStore.toasts = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets valtio's batched notification, the lazy toaster and the host's frame reach the page (under 20 ms of fake time). */
const flush = async (): Promise<void> => {
  for (let step = 0; step < 4; step += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5);
    });
  }
};

const advance = (ms: number): Promise<void> =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('toasts (spec section 2: default, success, error, auto-hide)', () => {
  it('shows default and success toasts in the polite live region and errors in the assertive one', async () => {
    render(<ToasterHost />);
    showToast({ text: 'Saved' });
    showToast({ kind: 'success', text: 'Card deleted' });
    showToast({ kind: 'error', text: 'Copy failed' });
    await flush();
    const polite = document.querySelector('[aria-live="polite"]');
    expect(polite?.textContent).toContain('Saved');
    expect(polite?.textContent).toContain('Card deleted');
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toContain('Copy failed');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Card deleted').closest('li')?.className).toBe('toast toast--success');
  });

  it(`hides by itself after TOAST_MS (${String(TOAST_MS)} ms): shown at 1.9 s, gone at 2.1 s`, async () => {
    render(<ToasterHost />);
    showToast({ text: 'Copied' });
    await flush();
    await advance(TOAST_MS - 100);
    expect(screen.queryByText('Copied')).not.toBeNull();
    await advance(200);
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('stays while the pointer rests on it, and without auto-hide until dismissed', async () => {
    render(<ToasterHost />);
    showToast({ text: 'Hovered' });
    showToast({ text: 'Sticky', autoHideMs: null });
    await flush();
    fireEvent.pointerEnter(screen.getByText('Hovered').closest('li') as HTMLElement);
    await advance(TOAST_MS * 3);
    expect(screen.queryByText('Hovered')).not.toBeNull();
    expect(screen.queryByText('Sticky')).not.toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1] as HTMLElement);
    await flush();
    expect(screen.queryByText('Sticky')).toBeNull();
  });

  it('keeps at most three, the oldest leaving first', () => {
    for (const text of ['1', '2', '3', '4']) showToast({ text });
    expect(toastStore.toasts.map((toast) => toast.text)).toEqual(['2', '3', '4']);
    dismissToast(toastStore.toasts[0]?.id ?? 0);
    expect(toastStore.toasts.map((toast) => toast.text)).toEqual(['3', '4']);
  });
});
