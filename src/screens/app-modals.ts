/**
 * The modals the app draws over the page below (/content, /reject-withdrawal), the dialogs a method form draws over
 * itself (payout-account verification, a payment's code) and the account-management pages, in one lazy chunk. Two chunks, each
 * importing the entry's translator and endpoint helper, make Rolldown 1.2 split those modules (and swr's shim) out of
 * the entry chunk: about 1.4 KiB gzip more on the method-list and card-form paths, for no code added (rolldown#10731).
 */
export { default as ContentScreen } from './content/content-screen.tsx';
export { default as RejectWithdrawalScreen } from './reject-withdrawal/reject-withdrawal-screen.tsx';
export { default as AccountScreen } from './account/account-screen.tsx';
export { default as VerifyAccountDialog } from './verification/verify-account-dialog.tsx';
export { default as OtpDialog } from './verification/otp-dialog.tsx';
