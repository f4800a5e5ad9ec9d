import type { ReactNode } from 'react';
import type { DeclineData } from '../../../schemas/results/decline-data.ts';
import { knownSubReason, type KnownSubReason } from '../../../schemas/results/decline-sub-reason.ts';
import { reportWarning } from '../../app/report-error.ts';
import type { ResultKey } from '../../i18n/message-key.ts';
import { translate } from '../../i18n/result.ts';
import { sentenceWith } from '../../i18n/sentence-with.tsx';

/** The sentence of each decline sub-reason the cashier knows. */
const SUB_REASONS: Readonly<Record<KnownSubReason, ResultKey>> = {
  insufficient_funds: 'APP.RESULT.DECLINE.INSUFFICIENT_FUNDS',
  limit_exceeded: 'APP.RESULT.DECLINE.LIMIT_EXCEEDED',
  invalid_account: 'APP.RESULT.DECLINE.INVALID_ACCOUNT',
  verification_required: 'APP.RESULT.DECLINE.VERIFICATION_REQUIRED',
};

/** The unknown sub-reasons already reported to the console. */
const reported = new Set<string>();

/** A sub-reason as a sentence: its own, or, for a code without one, the code to quote to support (reported once). */
function subReasonText(code: string): string {
  const known = knownSubReason(code);
  if (known !== null) return translate(SUB_REASONS[known]);
  if (!reported.has(code)) reportWarning(`no sentence for the decline sub-reason "${code}"; it is shown as a code for support`);
  reported.add(code);
  return translate('APP.RESULT.DECLINE.CODE', { code });
}

interface DeclineDetailsProps {
  /** The server's error_message. */
  reason: string | null;
  decline: DeclineData | null;
}

/**
 * Why a payment was declined, as the server told it (spec section 3: error message, decline_sub_reason and comment),
 * each in a translated sentence; the server's words are text, never markup. Nothing when it told nothing.
 */
export function DeclineDetails({ reason, decline }: DeclineDetailsProps): ReactNode {
  const subReason = decline?.subReason ?? null;
  const comment = decline?.comment ?? null;
  // The server's own words, in their own direction (<bdi>), inside our sentence.
  const lines: [string, ReactNode][] = [];
  if (reason !== null) lines.push([`r${reason}`, sentenceWith((value) => translate('APP.RESULT.DECLINE.REASON', { reason: value }), <bdi>{reason}</bdi>)]);
  if (subReason !== null) lines.push([`s${subReason}`, subReasonText(subReason)]);
  if (comment !== null) lines.push([`c${comment}`, sentenceWith((value) => translate('APP.RESULT.DECLINE.COMMENT', { comment: value }), <bdi>{comment}</bdi>)]);
  if (lines.length === 0) return null;
  return (
    <div className="status__reason">
      {lines.map(([key, line]) => (
        <p key={key} className="status__reason-line">
          {line}
        </p>
      ))}
    </div>
  );
}
