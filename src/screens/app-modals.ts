/**
 * The modals the app draws over the page below (/content, /reject-withdrawal), the dialogs a method form draws over
 * itself (payout-account verification, a payment's code) and the account-management pages, in one lazy chunk: each
 * is small and rarely opened, so one request serves them all (loadAppModals in src/app/view-loaders.ts).
 */
export { default as ContentScreen } from './content/content-screen.tsx';
export { default as RejectWithdrawalScreen } from './reject-withdrawal/reject-withdrawal-screen.tsx';
export { default as AccountScreen } from './account/account-screen.tsx';
export { default as VerifyAccountDialog } from './verification/verify-account-dialog.tsx';
export { default as OtpDialog } from './verification/otp-dialog.tsx';
