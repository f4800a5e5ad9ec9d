import type { CountdownParts } from '../../../schemas/money/format-countdown.ts';
import type { VerificationKey } from '../../i18n/message-key.ts';
import type { MessageParams } from '../../i18n/translator.ts';

/**
 * A countdown as the user reads it: HH:MM:SS under a day (spec section 9), else a sentence with the days before the
 * clock ("2 days 03:04:05"), so a block of years does not read as six-digit hours.
 */
export function countdownText({ days, clock }: CountdownParts, translate: (key: VerificationKey, params?: MessageParams) => string): string {
  if (days === 0) return clock;
  if (days === 1) return translate('APP.COUNTDOWN.ONE_DAY', { time: clock });
  return days === 2 ? translate('APP.COUNTDOWN.TWO_DAYS', { time: clock }) : translate('APP.COUNTDOWN.DAYS', { days, time: clock });
}
