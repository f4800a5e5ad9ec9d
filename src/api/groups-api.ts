/** What differs between the payment and payout method calls (spec section 7). */
export interface GroupsApi {
  base: '/payments/groups' | '/payouts/groups';
  /** Registry name of the init answer. */
  listPayload: 'depositMethods' | 'withdrawalMethods';
  /** The spec's query names, used in logs: getDepositMethods / getWithdrawalMethods, etc. */
  calls: { list: string; info: string; submit: string };
}

export const paymentGroupsApi: GroupsApi = {
  base: '/payments/groups',
  listPayload: 'depositMethods',
  calls: { list: 'getDepositMethods', info: 'getDepositMethodInfo', submit: 'submitDeposit' },
};

export const payoutGroupsApi: GroupsApi = {
  base: '/payouts/groups',
  listPayload: 'withdrawalMethods',
  calls: { list: 'getWithdrawalMethods', info: 'getWithdrawalMethodInfo', submit: 'submitWithdrawal' },
};
