import { CardRemovalRefused } from '../../api/card-removal-refused.ts';
import { isOutcomeUnknown } from '../../api/outcome-unknown.ts';
import { reportFailure } from '../../app/report-error.ts';
import { translate } from '../../i18n/card-removal.ts';

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

/** What the card form says of a refused removal of `card`, and of one whose outcome is unknown: /cards' words (the same keys). */
export function removalFailureText(kind: Exclude<RemovalFailure, 'failed'>, card: string): string {
  return translate(kind === 'refused' ? 'APP.CARDS.REMOVE_REFUSED' : 'APP.CARDS.REMOVE_UNKNOWN', { card });
}
