import { useMemo, useState, type ReactNode } from 'react';
import type { CompiledForm, FormValues } from '../../schemas/compiler/compiled-form.ts';
import { buildSubmission } from '../../schemas/payload/build-submission.ts';
import { ruleErrors } from '../../schemas/validators/rjsf-validator.ts';
import { maskFormValues, maskPayload } from './mask-card-data.ts';
import { ErrorsPane, JsonPane } from './panes.tsx';
import { currentBrowserData } from '../app/current-browser-data.ts';

/** Fingerprint shown in the payload: the playground is not a device the server should recognise. */
const PLAYGROUND_FINGERPRINT = 'playground';


interface OutputsProps {
  form: CompiledForm;
  values: FormValues;
  currency: string;
}

/**
 * What the compiler and the payload builder make of the descriptor: live form data, every rule error with its key,
 * the submission payload, the JSON Schema and the uiSchema. Card number and CVV are masked wherever they would show.
 */
export function Outputs({ form, values, currency }: OutputsProps): ReactNode {
  const errors = useMemo(() => ruleErrors(form.schema, values), [form, values]);
  const [environment] = useState(currentBrowserData);
  const payload = useMemo(
    () =>
      maskPayload(
        buildSubmission({ fields: form.fields, values, currency, browserData: environment, fingerprint: PLAYGROUND_FINGERPRINT }),
      ),
    [form, values, currency, environment],
  );
  return (
    <div className="pg-outputs">
      <JsonPane id="pg-values" title="Form data" value={maskFormValues(form.fields, values)} />
      <ErrorsPane errors={errors} />
      <JsonPane id="pg-payload" title="Submission payload" value={payload} />
      <JsonPane id="pg-fields" title="Fields (payload roles)" value={form.fields} />
      <JsonPane id="pg-schema" title="JSON Schema" value={form.schema} />
      <JsonPane id="pg-ui-schema" title="uiSchema" value={form.uiSchema} />
    </div>
  );
}
