/**
 * The method form's code that runs only once the user acts: building and sending the submission, following its answer
 * (redirect, 3-D Secure, display form, result), deleting a saved card. One chunk off the form's first path, loaded
 * through `formActions` (form-actions-chunk.ts).
 */
import type { CompiledField, FormValues } from '../../../schemas/compiler/compiled-form.ts';
import { buildSubmission } from '../../../schemas/payload/build-submission.ts';
import type { SubmissionPayload } from '../../../schemas/payload/submission.ts';
import { currentBrowserData } from '../../app/current-browser-data.ts';
import { deviceFingerprint } from '../../app/fingerprint.ts';

export { submitPayment } from '../../api/submit-payment.ts';
export { deleteUserCard } from '../../api/delete-user-card.ts';
export { followAnswer } from './use-answer-handler.ts';

/** The submission of the typed `values`, with this browser's data and fingerprint as they are now. */
export function submissionOf(fields: readonly CompiledField[], values: FormValues, currency: string): SubmissionPayload {
  return buildSubmission({ fields, values, currency, browserData: currentBrowserData(), fingerprint: deviceFingerprint() });
}
