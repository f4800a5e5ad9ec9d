import { createRef } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { render, waitFor } from '@testing-library/react';
import { compileForm } from '../schemas/compiler/compile-form.ts';
import type { CompiledForm, FormValues } from '../schemas/compiler/compiled-form.ts';
import type { FormContext } from '../schemas/compiler/field-type.ts';
import { browserData } from '../schemas/payload/browser-data.ts';
import { buildSubmission } from '../schemas/payload/build-submission.ts';
import type { SubmissionPayload } from '../schemas/payload/submission.ts';
import { createRuleValidator } from '../schemas/validators/rjsf-validator.ts';
import type { CashierFormContext, TextParams } from './form-context.ts';
import { fieldTypes, fieldWidgets } from './registry.ts';
import { FieldErrorTemplate } from './templates/field-error-template.tsx';
import { FieldTemplate } from './templates/field-template.tsx';
import { TEST_BROWSER } from '../schemas/payload/browser-data.testing.ts';

const compileContext: FormContext = {
  flow: 'withdrawal',
  currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
  limits: { min_amount: 1, max_amount: 10 },
};

interface RenderFormOptions {
  /** Compile-time context beyond the defaults (auto_submit). */
  context?: Partial<FormContext>;
  /** Form context beyond the defaults (onDeleteCard); texts show as their keys; auto-submit submits through rjsf. */
  formContext?: Partial<CashierFormContext>;
  onSubmit?: (values: FormValues) => void;
}

/**
 * Widget tests' real path: the server parameters through the compiler, rjsf with the registry's widgets, the app's
 * templates and the precompiled validator. Texts show as their message keys.
 */
export function renderForm(parameters: unknown[], options: RenderFormOptions = {}): CompiledForm {
  const form = compileForm(parameters, { ...compileContext, ...options.context }, fieldTypes);
  const showKey = (key: string, params?: TextParams): string => (params === undefined ? key : `${key} ${JSON.stringify(params)}`);
  const rjsf = createRef<Form<FormValues, RJSFSchema, CashierFormContext>>();
  const formContext: CashierFormContext = {
    translate: showKey,
    translateServerKey: showKey,
    currency: { alpha3: 'EUR', precision: 2 },
    onCardBrand: () => undefined,
    // A bare form submits through rjsf, whose validation decides; the app's form checks every rule first.
    onAutoSubmit: () => rjsf.current?.submit(),
    ...options.formContext,
  };
  render(
    <Form<FormValues, RJSFSchema, CashierFormContext>
      ref={rjsf}
      schema={form.schema}
      uiSchema={form.uiSchema}
      formData={form.formData}
      validator={createRuleValidator<FormValues, RJSFSchema, CashierFormContext>()}
      widgets={fieldWidgets}
      templates={{ FieldTemplate, FieldErrorTemplate }}
      formContext={formContext}
      showErrorList={false}
      noHtml5Validate
      onError={() => undefined}
      onSubmit={(event) => options.onSubmit?.(event.formData ?? {})}
    />,
  );
  return form;
}

/** What submitting `values` of `form` sends (POST …/submit), with a fixed browser: the payload, not the form data. */
export function sentPayload(form: CompiledForm, values: FormValues): SubmissionPayload {
  const browser = browserData(TEST_BROWSER);
  return buildSubmission({ fields: form.fields, values, currency: 'EUR', browserData: browser, fingerprint: 'test' });
}

/** Resolves once every lazy widget in `container` has loaded: its stand-in (marked busy) takes no typing. */
export async function lazyWidgetsLoaded(container: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      if (container.querySelector('[aria-busy="true"]') !== null) throw new Error('a lazy widget is still loading');
    },
    { timeout: 5000 },
  );
}
