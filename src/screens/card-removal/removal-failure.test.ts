import { afterEach, describe, expect, it, vi } from 'vitest';
import { CashierApiError } from '../../api/api-error.ts';
import { CardRemovalRefused } from '../../api/card-removal-refused.ts';
import { removalFailure, type RemovalFailure } from './removal-failure.ts';

afterEach(() => vi.restoreAllMocks());

describe('removalFailure: how every page that removes a saved card tells a failed DELETE /user-cards', () => {
  it.each<[string, unknown, RemovalFailure, boolean]>([
    ['the server said success: false', new CardRemovalRefused('deleteUserCard: the server answered success: false'), 'refused', false],
    ['a timeout', new CashierApiError('deleteUserCard', { kind: 'TIMEOUT_ERROR', afterMs: 30000 }), 'unknown', true],
    ['a 504', new CashierApiError('deleteUserCard', { kind: 'HTTP_ERROR', status: 504 }), 'unknown', true],
    ['a 500', new CashierApiError('deleteUserCard', { kind: 'HTTP_ERROR', status: 500 }), 'failed', true],
    ['no network', new CashierApiError('deleteUserCard', { kind: 'FETCH_ERROR' }), 'failed', true],
  ])('%s: %s, reported: %s', (_, error, kind, reported) => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    expect(removalFailure(error)).toBe(kind);
    expect(console).toHaveBeenCalledTimes(reported ? 1 : 0);
  });
});
