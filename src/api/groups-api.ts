/** The registry names of the init answers, one per method list. */
export type ListPayloadName = 'depositMethods' | 'withdrawalMethods';

/** What differs between the payment and payout method calls (spec section 7). */
export interface GroupsApi<L extends ListPayloadName = ListPayloadName> {
  readonly base: '/payments/groups' | '/payouts/groups';
  /** Registry name of the init answer. */
  readonly listPayload: L;
  /** The spec's query names, used in logs: getDepositMethods / getWithdrawalMethods, etc. */
  readonly calls: { readonly list: string; readonly info: string; readonly submit: string };
  /** Where a payment's status is asked (GET payments/status); null: the flow has no status call, its pages do not poll. */
  readonly statusPath: '/payments/status' | null;
  /**
   * Who shows a submit's expired session (code 17, spec section 8: "ignored on deposit submit; session-expiry handling
   * elsewhere"): a deposit's form says it in place, a payout's is the app's session-expired screen.
   */
  readonly submitSessionExpiry: 'caller' | 'app';
}

export const paymentGroupsApi: GroupsApi<'depositMethods'> = {
  base: '/payments/groups',
  listPayload: 'depositMethods',
  calls: { list: 'getDepositMethods', info: 'getDepositMethodInfo', submit: 'submitDeposit' },
  statusPath: '/payments/status',
  submitSessionExpiry: 'caller',
};

export const payoutGroupsApi: GroupsApi<'withdrawalMethods'> = {
  base: '/payouts/groups',
  listPayload: 'withdrawalMethods',
  calls: { list: 'getWithdrawalMethods', info: 'getWithdrawalMethodInfo', submit: 'submitWithdrawal' },
  statusPath: null,
  submitSessionExpiry: 'app',
};
