import { useEffect, useState } from 'react';
import type { FlowType } from '../../../schemas/server/v1/types.ts';
import { formActions } from './form-actions-chunk.ts';
import type { ServerErrors } from './field-overrides.ts';

/**
 * The field errors a refused submit names (1206 on the amount), one object per refusal; none while there is none.
 * Read by the submit's own chunk (server-field-errors.ts in form-actions.ts), which a refusal means has arrived.
 */
export function useRefusedFieldErrors(failure: Error | null, flow: FlowType): ServerErrors | undefined {
  const [refusal, setRefusal] = useState<{ failure: Error; errors: ServerErrors } | null>(null);
  useEffect(() => {
    if (failure !== null) void formActions.load().then(({ serverFieldErrors }) => setRefusal({ failure, errors: serverFieldErrors(failure, flow) }));
  }, [failure, flow]);
  return refusal?.failure === failure ? refusal.errors : undefined;
}
