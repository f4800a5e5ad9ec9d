import { useId, type ReactNode } from 'react';
import { formatCountdown } from '../../../schemas/money/format-countdown.ts';

interface CountdownTimerProps {
  /** The translated sentence before the time ("You can try again in"), which names the timer for screen readers. */
  label: string;
  remainingMs: number;
  /** The paragraph's class, and the time's. */
  className: string;
  timerClassName: string;
}

/** A labelled HH:MM:SS countdown (spec section 4: the block and resend timers), laid out left to right in every language. */
export function CountdownTimer({ label, remainingMs, className, timerClassName }: CountdownTimerProps): ReactNode {
  const labelId = useId();
  return (
    <p className={className}>
      <span id={labelId}>{label}</span>{' '}
      <time role="timer" aria-labelledby={labelId} className={timerClassName} dir="ltr">
        {formatCountdown(remainingMs)}
      </time>
    </p>
  );
}
