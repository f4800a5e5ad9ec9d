import { describe, expect, it } from 'vitest';
import { addressSectionOf, listFlowOf, pageCategoryOf, paymentFlowOf, type AddressSection, type PageCategory } from './classify-path.ts';

/** Every route constant of spec section 2, with a concrete provider where the route has one. */
const ROUTES: ReadonlyArray<readonly [path: string, category: PageCategory, flow: 'deposit' | 'withdrawal', section: AddressSection | null]> = [
  ['/', 'main', 'deposit', null],
  ['/account-management-blocked', 'other', 'deposit', null],
  ['/cards', 'cards', 'deposit', null],
  ['/checkout', 'checkout', 'deposit', 'checkout'],
  ['/checkout/card/', 'checkout', 'deposit', 'checkout'],
  ['/checkout/checkout-success', 'success', 'deposit', 'checkout'],
  ['/content', 'content', 'deposit', null],
  ['/deposit', 'main', 'deposit', 'deposit'],
  ['/deposit/', 'main', 'deposit', 'deposit'],
  ['/deposit/deposit-display-form', 'displayForm', 'deposit', 'deposit'],
  ['/deposit/card/', 'depositForm', 'deposit', 'deposit'],
  ['/deposit/card/pay-form', 'depositForm', 'deposit', 'deposit'],
  ['/deposit/deposit-error', 'error', 'deposit', 'deposit'],
  ['/deposit/deposit-processing', 'processing', 'deposit', 'deposit'],
  ['/deposit/deposit-success', 'success', 'deposit', 'deposit'],
  ['/deposit/deposit-await', 'processing', 'deposit', 'deposit'],
  ['/withdrawal', 'main', 'withdrawal', 'withdrawal'],
  ['/withdrawal/card/', 'withdrawalForm', 'withdrawal', 'withdrawal'],
  ['/withdrawal-cards', 'withdrawalCardList', 'withdrawal', 'withdrawal'],
  ['/withdrawal-verify-account', 'withdrawalVerifyAccount', 'withdrawal', 'withdrawal'],
  ['/withdrawal/withdrawal-processing', 'processing', 'withdrawal', 'withdrawal'],
  ['/withdrawal/withdrawal-success', 'success', 'withdrawal', 'withdrawal'],
  ['/withdrawal/withdrawal-error', 'error', 'withdrawal', 'withdrawal'],
  ['/3ds_result', 'other', 'deposit', '3ds_result'],
  ['/3ds_result/sess-1', 'other', 'deposit', '3ds_result'],
  ['/payments/interaction/acme', 'other', 'deposit', 'payments'],
  ['/payments/status/acme', 'other', 'deposit', 'payments'],
  ['/payments/3ds_result/acme', 'other', 'deposit', '3ds_result'],
  ['/payments/alt/pix', 'alternativePayments', 'deposit', 'payments'],
  ['/betshop-deposit', 'other', 'deposit', 'deposit'],
  ['/betshop-withdrawal', 'other', 'withdrawal', 'withdrawal'],
  ['/reject-withdrawal', 'rejectWithdrawal', 'withdrawal', 'withdrawal'],
  ['/select-country', 'other', 'deposit', null],
  ['/status', 'other', 'deposit', null],
  ['/status/success', 'success', 'deposit', null],
  ['/status/error', 'error', 'deposit', null],
  ['/support', 'other', 'deposit', null],
  ['/tokenization_page', 'other', 'deposit', 'tokenization_page'],
  ['/acc_management/status', 'other', 'deposit', 'acc_management'],
];

describe('path classification over every route constant of spec section 2', () => {
  it.each(ROUTES)('%s is a %s page', (path, category) => {
    expect(pageCategoryOf(path)).toBe(category);
  });

  it.each(ROUTES)('%s sets the %s flow', (path, _category, flow) => {
    expect(paymentFlowOf(path)).toBe(flow);
  });

  it.each(ROUTES)('%s is recognised as section %s', (path, _category, _flow, section) => {
    expect(addressSectionOf(path)).toBe(section);
  });
});

describe('the method list an address leads back to (an unknown address\'s "All methods")', () => {
  it.each([
    ['/nowhere', 'deposit'],
    ['/deposit/card/extra/x', 'deposit'],
    ['/withdrawal/card/extra/x', 'withdrawal'],
    ['/withdrawal-cards/x', 'withdrawal'],
    ['/checkout/card/extra/x', 'checkout'],
  ] as const)('%s -> %s', (path, flow) => {
    expect(listFlowOf(path)).toBe(flow);
  });
});
