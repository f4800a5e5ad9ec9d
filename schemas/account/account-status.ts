/** The fields of GET payments/status the account-status page reads. */
export interface StatusFields {
  result_status?: string | undefined;
  transaction_status?: string | undefined;
  session_status?: string | undefined;
}

/** Where the account's check stands: verified, refused, or not decided yet. */
export type AccountStatus = 'success' | 'error' | 'pending';

const SUCCESS: ReadonlySet<string> = new Set(['success', 'charity-success']);
const ERROR: ReadonlySet<string> = new Set(['fail', 'error', 'decline', 'declined', 'rejected']);

/**
 * The account-status page's verdict (spec section 2: /status, /status/success, /status/error): result_status first,
 * then transaction_status; anything else (processing, pending, an unknown word) is not decided yet.
 */
export function accountStatusOf(status: StatusFields): AccountStatus {
  for (const value of [status.result_status, status.transaction_status]) {
    if (value === undefined) continue;
    if (SUCCESS.has(value)) return 'success';
    if (ERROR.has(value)) return 'error';
  }
  return 'pending';
}
