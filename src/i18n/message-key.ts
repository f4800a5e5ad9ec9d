import type { texts as common } from './common/en.ts';
import type { texts as methodList } from './method-list/en.ts';
import type { texts as form } from './form/en.ts';
import type { texts as result } from './result/en.ts';
import type { texts as threeDs } from './three-ds/en.ts';
import type { texts as content } from './content/en.ts';
import type { texts as rejectWithdrawal } from './reject-withdrawal/en.ts';
import type { texts as routing } from './routing/en.ts';
import type { texts as payments } from './payments/en.ts';
import type { texts as displayForm } from './display-form/en.ts';
import type { texts as verification } from './verification/en.ts';
import type { texts as account } from './account/en.ts';
import type { texts as payout } from './payout/en.ts';
import type { texts as notifications } from './notifications/en.ts';

// Type-only imports: naming a key of another screen costs that screen's texts no bytes on this one's path.

/** The keys of the texts every screen carries (app shell, loading, failures). */
export type CommonKey = keyof typeof common;
/** The keys of the method list's texts. */
export type MethodListKey = keyof typeof methodList;
/** The keys of a method form's texts, its widgets' and its rules' errors included. */
export type FormKey = keyof typeof form;
/** The keys of the result page's texts. */
export type ResultKey = keyof typeof result;
/** The keys of the 3-D Secure return page's texts. */
export type ThreeDsKey = keyof typeof threeDs;

/** The keys of the content page modal's texts. */
export type ContentKey = keyof typeof content;
/** The keys of the pending-withdrawals dialog's texts. */
export type RejectWithdrawalKey = keyof typeof rejectWithdrawal;
/** The keys of the payout-account verification and one-time-code dialogs' texts. */
export type VerificationKey = keyof typeof verification;
/** The keys of the account-management pages' texts. */
export type AccountKey = keyof typeof account;

/** The keys of a routable method's routing step. */
export type RoutingKey = keyof typeof routing;
/** The keys of the alternative payments' return pages (/payments/interaction, /payments/status). */
export type PaymentsKey = keyof typeof payments;
/** The keys of the display form's texts. */
export type DisplayFormKey = keyof typeof displayForm;
/** The keys of the payout entry pages' texts. */
export type PayoutKey = keyof typeof payout;

/** The keys of the realtime notifications' texts. */
export type NotificationsKey = keyof typeof notifications;

/** Every message key of every screen; code that names texts of several screens (a flow definition) types them by it. */
export type MessageKey =
  | CommonKey
  | MethodListKey
  | FormKey
  | ResultKey
  | ThreeDsKey
  | ContentKey
  | RejectWithdrawalKey
  | RoutingKey
  | PaymentsKey
  | DisplayFormKey
  | PayoutKey
  | VerificationKey
  | AccountKey
  | NotificationsKey;

/** The English texts by screen: the shape every other language repeats. */
export interface EnglishTexts {
  common: typeof common;
  methodList: typeof methodList;
  form: typeof form;
  result: typeof result;
  threeDs: typeof threeDs;
  content: typeof content;
  rejectWithdrawal: typeof rejectWithdrawal;
  routing: typeof routing;
  payments: typeof payments;
  displayForm: typeof displayForm;
  verification: typeof verification;
  account: typeof account;
  payout: typeof payout;
  notifications: typeof notifications;
}

/**
 * One language's texts (a file of `languages/`): every screen, every key of its English, nothing more; a key added to
 * an English file does not compile until each language has it.
 */
export type Translation = { readonly [S in keyof EnglishTexts]: { readonly [K in keyof EnglishTexts[S]]: string } };
