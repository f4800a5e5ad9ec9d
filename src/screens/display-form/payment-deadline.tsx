import type { ReactNode } from 'react';
import { translate } from '../../i18n/display-form.ts';
import { DEADLINE_SHOWN_MS } from '../../store/stored-display.ts';
import { CountdownTimer } from '../verification/countdown-timer.tsx';

interface PaymentDeadlineProps {
  /** Milliseconds left to pay; 0 once the time has run out. */
  remainingMs: number;
}

/**
 * The time left to pay with these details, once under a day; once it has run out, a sentence that says so (read out
 * as it appears) and what to do: check a payment already made, or choose another method.
 */
export function PaymentDeadline({ remainingMs }: PaymentDeadlineProps): ReactNode {
  if (remainingMs === 0)
    return (
      <p className="form-failure" role="alert">
        {translate('APP.DISPLAY.EXPIRED', { paid: translate('APP.DISPLAY.PAID') })}
      </p>
    );
  if (remainingMs > DEADLINE_SHOWN_MS) return null;
  return <CountdownTimer label={translate('APP.DISPLAY.TIME_LEFT')} remainingMs={remainingMs} className="hint display-form__deadline" timerClassName="display-form__timer" />;
}
