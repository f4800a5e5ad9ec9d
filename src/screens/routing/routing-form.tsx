import { use, useMemo, type ReactNode } from 'react';
import { carriesPatterns } from '../../../schemas/patterns/carries-patterns.ts';
import { loadPatternEngine } from '../../../schemas/patterns/pattern-engine.ts';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import type { FormContext } from '../../../schemas/compiler/field-type.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { buildSubmission } from '../../../schemas/payload/build-submission.ts';
import type { SubmissionPayload } from '../../../schemas/payload/submission.ts';
import { withRoutingStep } from '../../../schemas/payload/routing-step.ts';
import { currentBrowserData } from '../../app/current-browser-data.ts';
import { deviceFingerprint } from '../../app/fingerprint.ts';
import { translateServerKey } from '../../i18n/routing.ts';
import { CashierForm } from '../method-form/cashier-form.tsx';
import type { RoutingStep } from '../method-form/use-routing-step.ts';

interface RoutingFormProps {
  step: RoutingStep;
  formContext: FormContext;
  currency: { alpha3: string; precision: number };
  submitting: boolean;
  submitDisabled: boolean;
  /** The first form's submit label, with its amount. */
  submitLabel: string;
  /** Pays with the first form's payload and the routing form's parameters (withRoutingStep). */
  onSubmit: (payload: SubmissionPayload, saveCard: boolean) => Promise<void>;
  children?: ReactNode;
}

/**
 * The routing step's form: the fields the route call asked for, with its notes (view_data keys) above them. Its own
 * chunk: only routable methods load it, once their route call has answered.
 */
export default function RoutingForm({ step, formContext, currency, submitting, submitDisabled, submitLabel, onSubmit, children }: RoutingFormProps): ReactNode {
  // Before compiling, as for the first form: the route's fields may carry patterns (a national ID).
  if (carriesPatterns(step.route.parameters, null)) use(loadPatternEngine());
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
        onSubmit={(values) => {
          const routing = buildSubmission({ fields: form.fields, values, currency: currency.alpha3, browserData: currentBrowserData(), fingerprint: deviceFingerprint() });
          return onSubmit(withRoutingStep(step.first, routing), step.saveCard);
        }}
      >
        {children}
      </CashierForm>
    </div>
  );
}
