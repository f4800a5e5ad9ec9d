let echoed = false;

/**
 * Reports a change that the widget's own input already shows (typed text in an uncontrolled input). The production
 * form (src/app/rjsf-slim/form.tsx) renders the rest of the form for it once the keystroke's frame is painted, so the
 * keystroke paints first; rjsf's own Form (the dev server) renders it at once, as every other change.
 */
export function reportEchoed(report: () => void): void {
  echoed = true;
  try {
    report();
  } finally {
    echoed = false;
  }
}

/** Whether the change being reported now is one its widget already shows. */
export const isEchoedChange = (): boolean => echoed;
