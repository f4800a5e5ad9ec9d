/**
 * The method form's code that runs only once the user acts: building and sending the submission (its idempotency key,
 * payload options, the OTP resubmission check), following its answer (redirect, 3-D Secure, display form, result),
 * deleting a saved card, the field errors of a refused submit. One chunk off the form's first path, loaded through
 * `formActions` (form-actions-chunk.ts).
 */
import type { CompiledField, FormValues } from '../../../schemas/compiler/compiled-form.ts';
import { buildSubmission } from '../../../schemas/payload/build-submission.ts';
import type { SubmissionBody } from '../../../schemas/payload/payload-options.ts';
import { intentDigest, nextIntent, type SubmitIntent } from '../../../schemas/payload/submit-intent.ts';
import type { SubmissionPayload } from '../../../schemas/payload/submission.ts';
import { currentBrowserData } from '../../app/current-browser-data.ts';
import { deviceFingerprint } from '../../app/fingerprint.ts';

export { applyPayloadOptions } from '../../../schemas/payload/payload-options.ts';
export { isOtpResubmission } from '../../../schemas/payload/otp-resubmission.ts';
export { submitPayment } from '../../api/submit-payment.ts';
export { removeSavedCard } from './saved-card-removal.ts';
export { followAnswer } from './use-answer-handler.ts';
export { serverFieldErrors } from './server-field-errors.ts';

/** The intent `body` belongs to after `previous` (submit-intent.ts): the same key for the same request. */
export async function intentOf(previous: SubmitIntent | null, body: SubmissionBody): Promise<SubmitIntent> {
  return nextIntent(previous, await intentDigest(body), () => crypto.randomUUID());
}

/** The submission of the typed `values`, with this browser's data and fingerprint as they are now. */
export function submissionOf(fields: readonly CompiledField[], values: FormValues, currency: string): SubmissionPayload {
  return buildSubmission({ fields, values, currency, browserData: currentBrowserData(), fingerprint: deviceFingerprint() });
}
