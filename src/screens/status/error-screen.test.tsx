// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CashierApiError, type ApiFailure } from '../../api/api-error.ts';
import { supportCodeOf } from '../../i18n/user-message.ts';
import { ErrorScreen } from './error-screen.tsx';

const CALL = 'getDepositMethods';

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The screen's headline: its title and the sentence under it, everything the user reads without opening Details. */
function headline(): string {
  const alert = screen.getByRole('alert');
  return [...alert.children].filter((child) => child.tagName !== 'DETAILS' && child.tagName !== 'BUTTON').map((child) => child.textContent).join(' ');
}

describe('ErrorScreen', () => {
  it.each<ApiFailure>([
    { kind: 'FETCH_ERROR' },
    { kind: 'TIMEOUT_ERROR', afterMs: 2000 },
    { kind: 'PARSING_ERROR' },
    { kind: 'HTTP_ERROR', status: 500, serverMessage: 'fixture fault' },
    { kind: 'PAYLOAD_INVALID', details: 'deposit methods payload: /payment_groups/0/id must be integer' },
    { kind: 'SESSION_EXPIRED' },
  ])('$kind: the headline is a sentence with no call name; the code is folded under Details, the detail told to the console only', (failure) => {
    const error = new CashierApiError(CALL, failure);
    render(<ErrorScreen error={error} onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We could not load the cashier');
    expect(headline()).not.toContain(CALL);
    const details = screen.getByRole('alert').querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('Details');
    expect(details?.textContent).toBe(`DetailsError code: ${supportCodeOf(error)}`);
    expect(details?.textContent).not.toContain(CALL);
    expect(consoleError).toHaveBeenCalledWith(`[cashier] ${error.message}`);
  });

  it('offers Try again, except for an expired session, which only the merchant can renew', () => {
    const onRetry = vi.fn();
    render(<ErrorScreen error={new CashierApiError(CALL, { kind: 'FETCH_ERROR' })} onRetry={onRetry} />);
    expect(headline()).toContain('We could not reach the payment server. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    cleanup();
    render(<ErrorScreen error={new CashierApiError(CALL, { kind: 'SESSION_EXPIRED' })} onRetry={onRetry} />);
    expect(headline()).toContain('Your session has expired.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows a message it is given instead of the general sentence; the error itself goes to the console only', () => {
    render(<ErrorScreen message="No session id was given." error={new Error('The address has no session_id')} />);
    expect(headline()).toBe('We could not load the cashier No session id was given.');
    expect(screen.getByRole('alert').querySelector('details')?.textContent).toBe('DetailsError code: APP_ERROR');
    expect(consoleError).toHaveBeenCalledWith('[cashier] The address has no session_id');
  });
});
