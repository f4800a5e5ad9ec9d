import { useId, type ReactNode } from 'react';
import { countdownParts } from '../../../schemas/money/format-countdown.ts';
import { translate } from '../../i18n/verification.ts';
import { countdownText } from './countdown-text.ts';

interface CountdownTimerProps {
  /** The translated sentence before the time ("You can try again in"), which names the timer for screen readers. */
  label: string;
  remainingMs: number;
  /** The paragraph's class, and the time's. */
  className: string;
  timerClassName: string;
}

/**
 * A labelled countdown (spec section 4: the block and resend timers): HH:MM:SS laid out left to right in every
 * language; past a day, the sentence with the days runs in the page's direction and isolates its clock.
 */
export function CountdownTimer({ label, remainingMs, className, timerClassName }: CountdownTimerProps): ReactNode {
  const labelId = useId();
  const parts = countdownParts(remainingMs);
  return (
    <p className={className}>
      <span id={labelId}>{label}</span>{' '}
      <time role="timer" aria-labelledby={labelId} className={timerClassName} dir={parts.days === 0 ? 'ltr' : undefined}>
        {countdownText(parts, translate)}
      </time>
    </p>
  );
}
