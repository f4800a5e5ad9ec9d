import type { CodeProblem } from '../../../schemas/account/otp-outcome.ts';
import type { VerificationKey } from '../../i18n/message-key.ts';

/** The sentence of each reason a code is turned down. */
export const PROBLEM_TEXTS: Readonly<Record<CodeProblem, VerificationKey>> = {
  wrong: 'APP.VERIFY.CODE_WRONG',
  expired: 'APP.VERIFY.CODE_EXPIRED',
  tooMany: 'APP.VERIFY.CODE_TOO_MANY',
  other: 'APP.VERIFY.CODE_OTHER',
};
