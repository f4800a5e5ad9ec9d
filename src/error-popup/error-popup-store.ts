import { proxy } from 'valtio/vanilla';
import { useStoreValue } from '../store/use-store-value.ts';
import { CashierApiError } from '../api/api-error.ts';

/** Spec section 8: the error popup's code when it is closed, or when the error carries none. */
export const NO_ERROR_CODE = '0';

interface ErrorPopupState {
  open: boolean;
  /** The error's code, stringified (spec section 8); NO_ERROR_CODE when there is none. */
  code: string;
  /** A translated sentence saying what failed. */
  message: string;
}

/** The error popup (spec section 3, errorPopUp slice): open with an error, closed back to code 0. */
export const errorPopupStore = proxy<ErrorPopupState>({ open: false, code: NO_ERROR_CODE, message: '' });

/** The code an error carries: the server's error_code, else its HTTP status, else 0 (spec section 8). */
export function errorCodeOf(error: unknown): string {
  if (!(error instanceof CashierApiError)) return NO_ERROR_CODE;
  const { failure } = error;
  return failure.kind === 'HTTP_ERROR' ? (failure.code ?? String(failure.status)) : NO_ERROR_CODE;
}

/** Opens the popup with `message` (translated) and the code of `error`. */
export function openErrorPopup(message: string, error: unknown): void {
  Object.assign(errorPopupStore, { open: true, code: errorCodeOf(error), message });
}

/** Closes the popup: its code goes back to 0. */
export function closeErrorPopup(): void {
  Object.assign(errorPopupStore, { open: false, code: NO_ERROR_CODE, message: '' });
}

export function useErrorPopup(): Readonly<ErrorPopupState> {
  return useStoreValue(errorPopupStore, (state) => state);
}
