/** The fields of a one-time-code answer the screen reads (spec section 3: OTP generation response). */
export interface OtpAnswer {
  status?: string | undefined;
  success?: boolean | undefined;
  error?: boolean | undefined;
  can_resend?: boolean | undefined;
  error_code?: string | number | null | undefined;
  error_message?: string | null | undefined;
}

/** Why a code was not taken, as the screen words it. */
export type CodeProblem = 'wrong' | 'expired' | 'tooMany' | 'other';

/** What follows a code: the payment (or account) goes on, the code is turned down, or the payment ends. */
export type OtpOutcome =
  | { kind: 'confirmed'; status: 'success' | 'processing' }
  | { kind: 'rejected'; problem: CodeProblem; canResend: boolean; detail: string }
  | { kind: 'declined'; detail: string };

/** Server error codes with a sentence of their own; any other shows the general one. */
const PROBLEMS: Readonly<Record<string, CodeProblem>> = {
  OTP_INVALID: 'wrong',
  OTP_WRONG: 'wrong',
  OTP_EXPIRED: 'expired',
  OTP_ATTEMPTS_EXCEEDED: 'tooMany',
  OTP_BLOCKED: 'tooMany',
};

function detailOf(answer: OtpAnswer): string {
  return [answer.error_code, answer.error_message].filter((part) => part !== null && part !== undefined && part !== '').join(': ');
}

/**
 * What an answer to a code means (spec section 7: status, error, can_resend, error_code, error_message). error set, or
 * success false, turns the code down (the user may type another, and ask for a new one when can_resend); otherwise
 * status success or processing lets the payment go on, and any other status ends it as declined.
 */
export function otpOutcome(answer: OtpAnswer): OtpOutcome {
  const detail = detailOf(answer);
  if (answer.error === true || answer.success === false) {
    const problem = PROBLEMS[String(answer.error_code ?? '')] ?? 'other';
    return { kind: 'rejected', problem, canResend: answer.can_resend === true, detail };
  }
  if (answer.status === undefined || answer.status === 'success') return { kind: 'confirmed', status: 'success' };
  if (answer.status === 'processing' || answer.status === 'pending') return { kind: 'confirmed', status: 'processing' };
  return { kind: 'declined', detail };
}

/**
 * A refusal that leaves the payment nothing to confirm it with: the code can no longer be used (expired, too many
 * attempts) and no new one will come for it (can_resend false). Only a new payment brings a new code.
 */
export function leavesNoCode(refusal: { problem: CodeProblem; canResend: boolean }): boolean {
  return !refusal.canResend && (refusal.problem === 'expired' || refusal.problem === 'tooMany');
}
