import { useMemo, type ReactNode } from 'react';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import type { FormContext } from '../../../schemas/compiler/field-type.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { buildSubmission } from '../../../schemas/payload/build-submission.ts';
import type { SubmissionPayload } from '../../../schemas/payload/submission.ts';
import { currentBrowserData } from '../../app/current-browser-data.ts';
import { deviceFingerprint } from '../../app/fingerprint.ts';
import { translateServerKey } from '../../i18n/routing.ts';
import { CashierForm } from './cashier-form.tsx';
import type { RoutingStep } from './use-routing-step.ts';

interface RoutingFormProps {
  step: RoutingStep;
  formContext: FormContext;
  currency: { alpha3: string; precision: number };
  submitting: boolean;
  submitDisabled: boolean;
  /** The first form's submit label, with its amount. */
  submitLabel: string;
  onSubmit: (routing: SubmissionPayload) => Promise<void>;
  children?: ReactNode;
}

/** The routing step's form: the fields the route call asked for, with its notes (view_data keys) above them. */
export function RoutingForm({ step, formContext, currency, submitting, submitDisabled, submitLabel, onSubmit, children }: RoutingFormProps): ReactNode {
  const form = useMemo(() => compileForm(step.route.parameters, formContext, fieldTypes), [step, formContext]);
  return (
    <div className="routing-step">
      {(step.route.view_data ?? []).map((note) => (
        <p key={note.key} className="routing-step__note">
          {translateServerKey(note.key)}
        </p>
      ))}
      <CashierForm
        form={form}
        currency={currency}
        submitting={submitting}
        submitDisabled={submitDisabled}
        submitLabel={() => submitLabel}
        onSubmit={(values) =>
          onSubmit(buildSubmission({ fields: form.fields, values, currency: currency.alpha3, browserData: currentBrowserData(), fingerprint: deviceFingerprint() }))
        }
      >
        {children}
      </CashierForm>
    </div>
  );
}
