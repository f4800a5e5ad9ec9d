import { CardRemovalRefused } from '../../api/card-removal-refused.ts';
import { isOutcomeUnknown } from '../../api/outcome-unknown.ts';
import { reportFailure } from '../../app/report-error.ts';

/** How a saved card's removal failed: the server said no, the outcome is unknown (a timeout), or the call failed. */
export type RemovalFailure = 'refused' | 'unknown' | 'failed';

/**
 * What a failed removal of a saved card was, on every page that removes one (the card form, /cards,
 * /withdrawal-cards): a refusal is the server's answer, reported as nothing; any other failure is reported.
 */
export function removalFailure(error: unknown): RemovalFailure {
  if (error instanceof CardRemovalRefused) return 'refused';
  reportFailure(error);
  return isOutcomeUnknown(error) ? 'unknown' : 'failed';
}
