import { describe, expect, it } from 'vitest';
import { CashierApiError } from '../api/api-error.ts';
import { closeErrorPopup, errorCodeOf, errorPopupStore, NO_ERROR_CODE, openErrorPopup } from './error-popup-store.ts';

describe('the error popup (spec sections 2 and 8: opens with an error, closes to code 0)', () => {
  it.each<[string, unknown, string]>([
    ['a server error code', new CashierApiError('deleteUserCard', { kind: 'HTTP_ERROR', status: 500, code: 'FIXTURE_FAULT' }), 'FIXTURE_FAULT'],
    ['an HTTP status without code', new CashierApiError('deleteUserCard', { kind: 'HTTP_ERROR', status: 502 }), '502'],
    ['a network failure', new CashierApiError('deleteUserCard', { kind: 'FETCH_ERROR' }), '0'],
    ['any other error', new Error('boom'), '0'],
  ])('reads the code of %s', (_, error, code) => {
    expect(errorCodeOf(error)).toBe(code);
  });

  it('opens with the message and code, and closes back to code 0', () => {
    openErrorPopup('The card could not be deleted.', new CashierApiError('x', { kind: 'HTTP_ERROR', status: 500, code: '42' }));
    expect({ ...errorPopupStore }).toEqual({ open: true, code: '42', message: 'The card could not be deleted.' });
    closeErrorPopup();
    expect({ ...errorPopupStore }).toEqual({ open: false, code: NO_ERROR_CODE, message: '' });
    expect(NO_ERROR_CODE).toBe('0');
  });
});
