// @vitest-environment jsdom
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { compileForm } from '../schemas/compiler/compile-form.ts';
import type { FormValues } from '../schemas/compiler/compiled-form.ts';
import { INCORRECT_IBAN } from '../schemas/rules/iban.ts';
import { createRuleValidator } from '../schemas/validators/rjsf-validator.ts';
import type { CashierFormContext } from './form-context.ts';
import { fieldTypes, fieldWidgets } from './registry.ts';
import { FieldErrorTemplate } from './templates/field-error-template.tsx';
import { FieldTemplate } from './templates/field-template.tsx';

const form = compileForm(
  [{ name: 'payout_iban', type: 'iban', label: 'IBAN', is_required: true }],
  { flow: 'withdrawal', currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 }, limits: { min_amount: 1, max_amount: 10 } },
  fieldTypes,
);
const formContext: CashierFormContext = { translate: (key) => key, currency: { alpha3: 'EUR', precision: 2 }, onCardBrand: () => undefined };

/** The real path: compiled form, rjsf, the registry's widget and the precompiled validator; submitting shows errors. */
function submitIban(typed: string): void {
  render(
    <Form<FormValues, RJSFSchema, CashierFormContext>
      schema={form.schema}
      uiSchema={form.uiSchema}
      validator={createRuleValidator<FormValues, RJSFSchema, CashierFormContext>()}
      widgets={fieldWidgets}
      templates={{ FieldTemplate, FieldErrorTemplate }}
      formContext={formContext}
      showErrorList={false}
      noHtml5Validate
      onError={() => undefined}
    />,
  );
  fireEvent.change(screen.getByLabelText(/IBAN/), { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: /submit/i }));
}

afterEach(cleanup);

describe('the iban field type', () => {
  it('compiles with no problem to the iban widget', () => {
    expect(form.problems).toEqual([]);
    expect(form.uiSchema['payout_iban']).toMatchObject({ 'ui:widget': 'iban' });
  });

  it.each([
    ['a wrong check digit', 'DE89 3704 0044 0532 0130 01', INCORRECT_IBAN],
    ['a German IBAN one digit short', 'DE89 3704 0044 0532 0130 0', INCORRECT_IBAN],
    ['a German IBAN typed in lower case (upper-cased as typed)', 'de89 3704 0044 0532 0130 00', null],
    ['the German example IBAN', 'DE89 3704 0044 0532 0130 00', null],
  ])('gives %s the error %s', async (_, typed, error) => {
    submitIban(typed);
    expect((screen.getByLabelText(/IBAN/) as HTMLInputElement).value).toBe(typed.toUpperCase());
    if (error === null) expect(screen.queryByText(INCORRECT_IBAN)).toBeNull();
    else expect(await screen.findByText(error)).toBeTruthy();
  });

  it('shows the required error for an empty IBAN', async () => {
    submitIban('');
    expect(await screen.findByText('PH.ERROR.FIELD_REQUIRED')).toBeTruthy();
  });
});
