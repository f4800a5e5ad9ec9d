import { useCallback, useLayoutEffect, useRef } from 'react';
import type { FormValues } from '../../../schemas/compiler/compiled-form.ts';

/** What the form calls to send its values; a promise it returns settles when that submit is over. */
export type SubmitValues = (values: FormValues) => unknown;

/**
 * One submit per intent: a stable `send(values)` that calls `onSubmit` unless `closed` (a submit in flight, an expired
 * session, a standing manual error) or an earlier call has not settled yet. The guard is a ref, set at once, so a
 * second click or Enter before React has re-rendered the disabled button sends nothing.
 */
export function useSubmitOnce(onSubmit: SubmitValues, closed: boolean): (values: FormValues) => void {
  const inFlight = useRef(false);
  const latest = useRef({ onSubmit, closed });
  useLayoutEffect(() => {
    latest.current = { onSubmit, closed };
  });
  return useCallback((values: FormValues) => {
    if (inFlight.current || latest.current.closed) return;
    inFlight.current = true;
    const { onSubmit: submit } = latest.current;
    // A handler that throws is released too; its error still surfaces as an unhandled rejection.
    void new Promise((resolve) => resolve(submit(values))).finally(() => {
      inFlight.current = false;
    });
  }, []);
}
