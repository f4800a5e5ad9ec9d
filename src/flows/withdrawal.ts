import { newAccountAllowed } from '../../schemas/payout/new-account.ts';
import { processingRedirectSeconds } from '../../schemas/payout/processing-redirect.ts';
import { payoutGroupsApi } from '../api/groups-api.ts';
import { defineFlow } from './define-flow.ts';

/** Withdrawal (payout): methods of GET /payouts/groups/init; the amount may not exceed the user's balance. */
export const withdrawal = defineFlow({
  type: 'withdrawal',
  api: payoutGroupsApi,
  resultStatuses: ['success', 'error', 'processing'],
  texts: {
    chooseMethod: 'APP.WITHDRAWAL.CHOOSE_METHOD',
    noMethods: 'APP.WITHDRAWAL.NO_METHODS',
    allUnavailable: 'APP.WITHDRAWAL.ALL_UNAVAILABLE',
    submit: 'APP.WITHDRAWAL.SUBMIT',
    submitFailed: 'APP.WITHDRAWAL.SUBMIT_FAILED',
    mayBePending: 'APP.WITHDRAWAL.MAY_BE_PENDING',
    paid: 'APP.WITHDRAWAL.PAID',
    results: {
      success: { title: 'APP.WITHDRAWAL.SUCCESS.TITLE', text: 'APP.WITHDRAWAL.SUCCESS.TEXT' },
      decline: { title: 'APP.WITHDRAWAL.DECLINE.TITLE', text: 'APP.WITHDRAWAL.DECLINE.TEXT' },
      processing: { title: 'APP.WITHDRAWAL.PROCESSING.TITLE', text: 'APP.WITHDRAWAL.PROCESSING.TEXT' },
    },
    waiting: { checking: 'APP.WITHDRAWAL.PROCESSING.WAITING', slow: 'APP.WITHDRAWAL.PROCESSING.SLOW' },
    toMerchant: 'APP.RESULT.INTO_GAME',
  },
  infoSeparator: '; ',
  pageCategories: { list: 'main', form: 'withdrawalForm' },
  betShopOverlay: '/betshop-withdrawal',
  entersFlow: ['Activity', 'NestedList'],
  lastUsedRedirect: false,
  wagerLock: true,
  payoutAccounts: {
    cardsPage: '/withdrawal-cards',
    opensCardsPage: (method) => method.pay_method_type === 'credit_card',
    continueLabel: 'APP.PAYOUT.CONTINUE',
    newAccountAllowed,
  },
  processingRedirectSeconds,
  compileContext: (payload) => (payload.user_balance === undefined ? {} : { userBalance: payload.user_balance }),
});
