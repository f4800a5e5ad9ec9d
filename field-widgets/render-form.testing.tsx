import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { render } from '@testing-library/react';
import { compileForm } from '../schemas/compiler/compile-form.ts';
import type { CompiledForm, FormValues } from '../schemas/compiler/compiled-form.ts';
import type { FormContext } from '../schemas/compiler/field-type.ts';
import { createRuleValidator } from '../schemas/validators/rjsf-validator.ts';
import type { CashierFormContext, TextParams } from './form-context.ts';
import { fieldTypes, fieldWidgets } from './registry.ts';
import { FieldErrorTemplate } from './templates/field-error-template.tsx';
import { FieldTemplate } from './templates/field-template.tsx';

const compileContext: FormContext = {
  flow: 'withdrawal',
  currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
  limits: { min_amount: 1, max_amount: 10 },
};

interface RenderFormOptions {
  /** Compile-time context beyond the defaults (auto_submit). */
  context?: Partial<FormContext>;
  /** Form context beyond the defaults (onDeleteCard); texts show as their keys. */
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
  const formContext: CashierFormContext = {
    translate: showKey,
    translateServerKey: showKey,
    currency: { alpha3: 'EUR', precision: 2 },
    onCardBrand: () => undefined,
    ...options.formContext,
  };
  render(
    <Form<FormValues, RJSFSchema, CashierFormContext>
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
