// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from './use-copy.ts';
import { renderForm } from './render-form.testing.tsx';

const accountParameter = { name: 'account', type: 'disabledInputCopy', label: 'Account number', user_requisite: 'UA12 3456 7890' };

function stubClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the copy field', () => {
  it('shows the value read-only', async () => {
    renderForm([accountParameter]);
    const input = await screen.findByDisplayValue<HTMLInputElement>('UA12 3456 7890');
    expect(screen.getByRole('textbox', { name: /Account number/ })).toBe(input);
    expect(input.readOnly).toBe(true);
  });

  it.each([
    ['a copy that worked shows the success toast', () => Promise.resolve(), 'APP.COPY.SUCCESS'],
    ['a refused copy shows the failure toast', () => Promise.reject(new Error('denied')), 'APP.COPY.FAILED'],
  ])('%s, announced politely, for TOAST_MS', async (_, result, message) => {
    const writeText = vi.fn(result);
    stubClipboard(writeText);
    renderForm([accountParameter]);
    const button = await screen.findByRole('button', { name: 'APP.COPY.BUTTON_LABEL {"label":"Account number"}' });
    vi.useFakeTimers();
    await act(async () => void fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('UA12 3456 7890');
    expect(screen.getByRole('status').textContent).toBe(message);
    act(() => void vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByRole('status').textContent).toBe(message);
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the failure toast where the browser has no clipboard', async () => {
    renderForm([accountParameter]);
    const button = await screen.findByRole('button', { name: /COPY.BUTTON_LABEL/ });
    await act(async () => void fireEvent.click(button));
    expect(screen.getByRole('status').textContent).toBe('APP.COPY.FAILED');
  });
});
