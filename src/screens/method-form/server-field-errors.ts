import { ERROR_KEYS } from '../../../schemas/rules/error-keys.ts';
import { CashierApiError } from '../../api/api-error.ts';
import type { ServerErrors } from './field-overrides.ts';

/** Server error codes that name one field's problem (spec section 8): the field and the message key shown on it. */
const FIELD_CODES: Readonly<Record<string, { field: string; key: string }>> = {
  '1206': { field: 'amount', key: ERROR_KEYS.ABOVE_BALANCE },
};

const NONE: ServerErrors = {};

/**
 * The field errors a refused submit names: the server's 1206 (withdrawal above the balance) on the amount, shown as
 * its sentence until the amount is edited. Read from the error code, or the message when it is the key itself.
 */
export function serverFieldErrors(failure: Error | null): ServerErrors {
  if (!(failure instanceof CashierApiError) || failure.failure.kind !== 'HTTP_ERROR') return NONE;
  const { code, serverMessage } = failure.failure;
  const known = Object.entries(FIELD_CODES).find(([number, { key }]) => code === number || serverMessage === key)?.[1];
  return known === undefined ? NONE : { [known.field]: [known.key] };
}
