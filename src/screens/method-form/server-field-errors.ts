import { ERROR_KEYS } from '../../../schemas/rules/error-keys.ts';
import { CashierApiError } from '../../api/api-error.ts';
import type { FlowType } from '../../../schemas/server/v1/types.ts';
import type { ServerErrors } from './field-overrides.ts';

/**
 * Server error codes that name one field's problem (spec section 8): the field, the message key shown on it, and the
 * flow whose problem it is. Elsewhere the code is only a refusal: "more than your balance" means nothing to a deposit.
 */
const FIELD_CODES: Readonly<Record<string, { field: string; key: string; flow: FlowType }>> = {
  '1206': { field: 'amount', key: ERROR_KEYS.ABOVE_BALANCE, flow: 'withdrawal' },
};

const NONE: ServerErrors = {};

/**
 * The field errors a refused submit of `flow` names: the server's 1206 (withdrawal above the balance) on the amount, shown as
 * its sentence until the amount is edited. Read from the error code, or the message when it is the key itself.
 */
export function serverFieldErrors(failure: Error | null, flow: FlowType): ServerErrors {
  if (!(failure instanceof CashierApiError) || failure.failure.kind !== 'HTTP_ERROR') return NONE;
  const { code, serverMessage } = failure.failure;
  const known = Object.entries(FIELD_CODES).find(([number, { key }]) => code === number || serverMessage === key)?.[1];
  return known === undefined || known.flow !== flow ? NONE : { [known.field]: [known.key] };
}
