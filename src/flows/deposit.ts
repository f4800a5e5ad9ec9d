import { paymentGroupsApi } from '../api/groups-api.ts';
import { defineFlow } from './define-flow.ts';

/** Deposit: pay in through a method of GET /payments/groups/init; the only flow with an await page. */
export const deposit = defineFlow({
  type: 'deposit',
  api: paymentGroupsApi,
  resultStatuses: ['success', 'error', 'processing', 'await'],
  texts: {
    chooseMethod: 'APP.DEPOSIT.CHOOSE_METHOD',
    noMethods: 'APP.DEPOSIT.NO_METHODS',
    allUnavailable: 'APP.DEPOSIT.ALL_UNAVAILABLE',
    submit: 'APP.FORM.SUBMIT',
    submitFailed: 'APP.ERROR.SUBMIT_FAILED',
    mayBePending: 'APP.FORM.MAY_BE_PENDING',
    paid: 'APP.FORM.PAID',
    results: {
      success: { title: 'APP.RESULT.SUCCESS.TITLE', text: 'APP.RESULT.SUCCESS.TEXT' },
      decline: { title: 'APP.RESULT.DECLINE.TITLE', text: 'APP.RESULT.DECLINE.TEXT' },
      processing: { title: 'APP.RESULT.PROCESSING.TITLE', text: 'APP.RESULT.PROCESSING.TEXT' },
    },
    waiting: { checking: 'APP.RESULT.PROCESSING.CHECKING', slow: 'APP.RESULT.PROCESSING.SLOW' },
    toMerchant: 'APP.RESULT.INTO_GAME',
  },
  infoSeparator: ' • ',
  pageCategories: { list: 'main', form: 'depositForm' },
  betShopOverlay: '/betshop-deposit',
  entersFlow: ['Activity'],
  displayForm: true,
});
