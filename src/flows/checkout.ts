import { paymentGroupsApi } from '../api/groups-api.ts';
import { defineFlow } from './define-flow.ts';

/**
 * Checkout: a merchant's one-off payment on the payment calls, one order per session (once paid, nothing more is sent);
 * the card-save box decides is_card_token_active and the payload travels as base64 JSON (spec section 3).
 */
export const checkout = defineFlow({
  type: 'checkout',
  api: paymentGroupsApi,
  resultStatuses: ['success', 'error', 'processing'],
  texts: {
    chooseMethod: 'APP.CHECKOUT.CHOOSE_METHOD',
    noMethods: 'APP.DEPOSIT.NO_METHODS',
    allUnavailable: 'APP.DEPOSIT.ALL_UNAVAILABLE',
    submit: 'APP.CHECKOUT.SUBMIT',
    submitFailed: 'APP.ERROR.SUBMIT_FAILED',
    mayBePending: 'APP.CHECKOUT.MAY_BE_PENDING',
    paid: 'APP.CHECKOUT.PAID',
    results: {
      success: { title: 'APP.CHECKOUT.SUCCESS.TITLE', text: 'APP.CHECKOUT.SUCCESS.TEXT' },
      decline: { title: 'APP.RESULT.DECLINE.TITLE', text: 'APP.RESULT.DECLINE.TEXT' },
      processing: { title: 'APP.RESULT.PROCESSING.TITLE', text: 'APP.CHECKOUT.PROCESSING.TEXT' },
    },
    waiting: { checking: 'APP.RESULT.PROCESSING.CHECKING', slow: 'APP.CHECKOUT.PROCESSING.SLOW' },
    toMerchant: 'APP.CHECKOUT.TO_SHOP',
  },
  infoSeparator: ' • ',
  pageCategories: { list: 'checkout', form: 'checkout' },
  betShopOverlay: '/betshop-deposit',
  entersFlow: ['Activity'],
  onePayment: true,
  payloadOptions: { cardTokenActive: true, base64: true },
});
