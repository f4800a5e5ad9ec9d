import { toJson } from './exact-number.ts';
import type { SubmissionPayload } from './submission.ts';

/** What a submit asked for, as resubmission detection compares it: the amount and the parameters. */
export type SubmitRequest = Pick<SubmissionPayload, 'amount' | 'parameters'>;

/** Key-order-free text of a value: two parameter objects listing the same values in another order are equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null && !('toJSON' in value)) {
    const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return toJson(value);
}

/**
 * Whether a submit asks again for the payment still waiting for its one-time code (spec section 4: OTP resubmission
 * is detected by comparing the previous amount and parameters with the new ones). Every digit of the amount counts.
 */
export function isOtpResubmission(previous: SubmitRequest | null, next: SubmitRequest): boolean {
  if (previous === null) return false;
  return canonical(previous.amount) === canonical(next.amount) && canonical(previous.parameters) === canonical(next.parameters);
}
