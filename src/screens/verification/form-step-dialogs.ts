/** The dialogs a method form draws over itself (payout-account verification, a payment's code), in one lazy chunk. */
export { default as VerifyAccountDialog } from './verify-account-dialog.tsx';
export { default as OtpDialog } from './otp-dialog.tsx';
