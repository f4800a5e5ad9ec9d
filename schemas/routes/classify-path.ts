/**
 * What an address says about the page, as pure functions over the path (spec section 2): which part of the cashier
 * it belongs to, which payment flow it sets, and which page category it is (notifications and analytics read it).
 */

/** The parts of the cashier an address is recognised by, in the order they are looked for. */
export const ADDRESS_SECTIONS = ['deposit', 'withdrawal', 'checkout', 'tokenization_page', 'acc_management', '3ds_result', 'payments'] as const;

export type AddressSection = (typeof ADDRESS_SECTIONS)[number];

/** The first section whose name the address contains, or null for an address outside every section. */
export function addressSectionOf(path: string): AddressSection | null {
  return ADDRESS_SECTIONS.find((section) => path.includes(section)) ?? null;
}

/** The payment flow an address sets: withdrawal when it contains "withdrawal", deposit for any other. */
export function paymentFlowOf(path: string): 'deposit' | 'withdrawal' {
  return path.includes('withdrawal') ? 'withdrawal' : 'deposit';
}

/** The flow whose method list an address belongs to: checkout when it names checkout, else its payment flow. */
export function listFlowOf(path: string): 'deposit' | 'withdrawal' | 'checkout' {
  return path.includes('checkout') ? 'checkout' : paymentFlowOf(path);
}

/** The page categories of spec section 2, and `other` for a page none of them names (3DS return, account area). */
export const PAGE_CATEGORIES = [
  'main', 'error', 'success', 'processing', 'depositForm', 'withdrawalForm', 'withdrawalCardList', 'checkout',
  'displayForm', 'cards', 'withdrawalVerifyAccount', 'content', 'rejectWithdrawal', 'alternativePayments', 'other',
] as const;

export type PageCategory = (typeof PAGE_CATEGORIES)[number];

/** Whole paths with a category of their own, with or without a trailing slash. */
const EXACT: ReadonlyArray<readonly [RegExp, PageCategory]> = [
  [/^\/?$/, 'main'],
  [/^\/(deposit|withdrawal)$/, 'main'],
  [/^\/deposit\/deposit-display-form$/, 'displayForm'],
  [/^\/withdrawal-cards$/, 'withdrawalCardList'],
  [/^\/withdrawal-verify-account$/, 'withdrawalVerifyAccount'],
  [/^\/cards$/, 'cards'],
  [/^\/content$/, 'content'],
  [/^\/reject-withdrawal$/, 'rejectWithdrawal'],
  [/^\/status\/success$/, 'success'],
  [/^\/status\/error$/, 'error'],
];

/** Result pages /{type}/{type}-{status} (spec section 2): await shows as processing (section 4). */
const RESULT = /^\/(deposit|withdrawal|checkout)\/\1-(success|error|processing|await)$/;

const RESULT_CATEGORY: Readonly<Record<string, PageCategory>> = { success: 'success', error: 'error', processing: 'processing', await: 'processing' };

/** The page category of a path (no query): exact pages first, then result pages, then the forms under each flow. */
export function pageCategoryOf(path: string): PageCategory {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (trimmed.includes('payments/alt')) return 'alternativePayments';
  const exact = EXACT.find(([pattern]) => pattern.test(trimmed));
  if (exact !== undefined) return exact[1];
  const result = RESULT.exec(trimmed);
  if (result !== null) return RESULT_CATEGORY[result[2] ?? ''] ?? 'other';
  if (/^\/checkout(\/|$)/.test(trimmed)) return 'checkout';
  if (/^\/deposit\/[^/]+/.test(trimmed)) return 'depositForm';
  if (/^\/withdrawal\/[^/]+/.test(trimmed)) return 'withdrawalForm';
  return 'other';
}
