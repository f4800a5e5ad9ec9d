import { useEffect, useState } from 'react';
import type { FlowType } from '../../../schemas/server/v1/types.ts';
import { formActions } from './form-actions-chunk.ts';
import type { ServerErrors } from './field-overrides.ts';

const NONE: ServerErrors = {};

/** A failed submit as the form shows it: on the fields it names, or under the form. */
export interface Refusal {
  /** The field errors the refusal names (1206 on the amount), one object per refusal; undefined while there is none. */
  fieldErrors: ServerErrors | undefined;
  /**
   * The failure to explain under the form, or null: none, not read yet, or named on its fields, whose sentence is the
   * whole story (a "try again" beside "more than your balance" asks for a retry that cannot succeed).
   */
  formFailure: Error | null;
  /** The failure under the form goes (the payout account it was sent with changed); field errors stay. */
  dismiss: () => void;
}

/**
 * Reads a failed submit of `flow` (server-field-errors.ts, in the submit's own chunk, which a refusal means has
 * arrived): the field errors it names, else the failure for the form to explain.
 */
export function useRefusal(failure: Error | null, flow: FlowType): Refusal {
  const [read, setRead] = useState<{ failure: Error; errors: ServerErrors } | null>(null);
  const [dismissed, setDismissed] = useState<Error | null>(null);
  const dismiss = (): void => setDismissed(failure);
  useEffect(() => {
    if (failure === null) return;
    void formActions.load().then(
      ({ serverFieldErrors }) => setRead({ failure, errors: serverFieldErrors(failure, flow) }),
      () => setRead({ failure, errors: NONE }),
    );
  }, [failure, flow]);
  if (failure === null || read?.failure !== failure) return { fieldErrors: undefined, formFailure: null, dismiss };
  return { fieldErrors: read.errors, formFailure: Object.keys(read.errors).length === 0 && failure !== dismissed ? failure : null, dismiss };
}
