import { useEffect, useRef, useState, type ReactNode } from 'react';
import { secondsLeft } from '../../../schemas/results/countdown.ts';
import { focusPageHeading } from '../../app/page-focus.ts';
import { translate } from '../../i18n/result.ts';

/** How often the countdown looks at the clock (ms): often enough that a second never shows late. */
const TICK_MS = 250;

interface RedirectCountdownProps {
  /** The page's wait: the success page's (spec section 9: 30 s) or the withdrawal processing page's setting. */
  seconds: number;
  /** The countdown reached 0: called once. */
  onEnd: () => void;
}

/** Marks the history entry of a result page whose countdown is over: it took the user to the merchant, or they stayed. */
const COUNTDOWN_OVER = 'cashierCountdownOver';

function markCountdownOver(): void {
  history.replaceState({ ...Object(history.state), [COUNTDOWN_OVER]: true }, '');
}

/**
 * A result page's visible countdown before it takes the user back to the merchant, with a way to stay: a time limit
 * the user can switch off. Read as a timer, not announced every second. Once it is over, its history entry says so:
 * a reload after "Stay on this page", or the browser's Back from the merchant, shows the page without counting again.
 * Once it has run it is gone from the page too (a merchant frame may not navigate, and "0 s" would stand there).
 */
export function RedirectCountdown({ seconds, onEnd }: RedirectCountdownProps): ReactNode {
  const [left, setLeft] = useState(seconds);
  const [stayed, setStayed] = useState(() => Reflect.get(Object(history.state), COUNTDOWN_OVER) === true);
  const ended = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  // The countdown leaves the page with its button: a focus left in it would fall to <body>, so the heading takes it.
  const stop = (): void => {
    if (box.current?.contains(document.activeElement) === true) focusPageHeading();
    markCountdownOver();
    setStayed(true);
  };
  useEffect(() => {
    if (stayed) return undefined;
    const startedAt = Date.now();
    const timer = setInterval(() => setLeft(secondsLeft(seconds, Date.now() - startedAt)), TICK_MS);
    return () => clearInterval(timer);
  }, [seconds, stayed]);
  useEffect(() => {
    if (left > 0 || stayed || ended.current) return;
    ended.current = true;
    stop();
    onEnd();
  }, [left, stayed, onEnd]);
  if (stayed) return null;
  return (
    <div ref={box} className="result-countdown">
      <p role="timer" aria-atomic="true" className="result-countdown__text">
        {translate('APP.RESULT.COUNTDOWN', { seconds: left })}
      </p>
      <button type="button" className="button button--quiet" onClick={stop}>
        {translate('APP.RESULT.STAY')}
      </button>
    </div>
  );
}
