import type { LostProfitMerchantBonus, PayGroup } from '../../../schemas/server/v1/types.ts';
import { limitsInfoLine, type InfoSeparator } from '../../../schemas/money/limits-info-line.ts';
import { limitsInfoParts } from '../../../schemas/money/limits-info-parts.ts';
import { restrictionMessage, type RestrictionMessage } from '../../../schemas/money/restriction-message.ts';
import type { TextDirection } from '../../../schemas/format/bidi.ts';
import type { DisabledReason } from '../../../schemas/methods/disabled-reason.ts';
import { translate, translateServerKey } from '../../i18n/method-list.ts';
import { sessionStore } from '../../store/session-store.ts';

/**
 * The info line under an enabled method and its form's title: limits, processing time, fee and "bonus included" (spec
 * section 9), in the flow's style; the merchant's lost-profit text replaces time and fee. Amounts follow the page's
 * direction.
 */
export function methodInfoLine(
  method: PayGroup,
  separator: InfoSeparator,
  lostProfit: LostProfitMerchantBonus | null = null,
  dir: TextDirection = 'ltr',
  includesBonus = false,
): string {
  const entry = method.currencies[0];
  if (entry === undefined) return '';
  return limitsInfoLine(
    limitsInfoParts({
      limits: { min: entry.limits.min_amount, max: entry.limits.max_amount, displayLimits: method.display_limits !== false },
      currency: entry.currency,
      format: { dir },
      processingTimeKey: entry.show_processing_time === false ? null : entry.processing_time_translation_key,
      merchantUserFee: method.merchant_user_fee,
      fee: entry.fee,
      lostProfitInfo: lostProfit,
      isIncludeBonus: includesBonus,
    }),
    separator,
    { translate, translateServerKey },
  );
}

/** The text of each kind of message; the message carries the values its text fills in ({date}, {time}, {minutes}). */
function restrictionText(message: RestrictionMessage): string {
  switch (message.kind) {
    case 'date-time':
      return translate('APP.METHOD.AVAILABLE_ON', message);
    case 'time':
      return translate('APP.METHOD.AVAILABLE_AT', message);
    case 'minutes':
      return translate('APP.METHOD.AVAILABLE_IN', message);
    case 'none':
      return translate('APP.METHOD.UNAVAILABLE');
    default: {
      const unknown: never = message;
      return unknown;
    }
  }
}

/**
 * Why a disabled method cannot be chosen: when it comes back (spec section 4; its date as the page's language writes
 * it), its limit, or simply that it is unavailable.
 */
export function methodUnavailableLine(reason: DisabledReason, now: Date): string {
  switch (reason.kind) {
    case 'restricted':
      return restrictionText(restrictionMessage(reason.until, now, sessionStore.language));
    case 'limit-reached':
      return translate('APP.METHOD.LIMIT_REACHED');
    case 'not-enabled':
      return translate('APP.METHOD.UNAVAILABLE');
    default: {
      const unknown: never = reason;
      return unknown;
    }
  }
}
