// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { FieldErrorTemplate } from '../../../field-widgets/templates/field-error-template.tsx';
import { FieldTemplate } from '../../../field-widgets/templates/field-template.tsx';
import { galleryParameters } from '../../playground/gallery.ts';
import { DEFAULT_CONTEXT, formContextOf } from '../../playground/form-context.ts';
import { CashierForm } from '../../screens/method-form/cashier-form.tsx';
import { UNSUPPORTED } from './form-state.ts';

/** What the cashier's form hands rjsf's Form, captured instead of rendered. */
const handed = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('@rjsf/core', () => ({
  default: (props: Record<string, unknown>) => {
    handed.push(props);
    return null;
  },
}));

afterEach(cleanup);

// The stand-ins of vite.config.ts assume rjsf runs with its default behaviour on these features: a prop that turns
// one of them on would reach code the production build does not have.
it('hands rjsf none of the props the production stand-ins leave out', () => {
  const form = compileForm(galleryParameters(), formContextOf(DEFAULT_CONTEXT), fieldTypes);
  render(<CashierForm form={form} currency={{ alpha3: 'EUR', precision: 2 }} submitLabel={() => 'Pay'} submitting={false} onSubmit={() => undefined} />);
  expect(handed.length).toBeGreaterThan(0);
  for (const props of handed) {
    // omitExtraData (no-omit-extra-data.ts), the defaults' behaviour and allOf merging (get-default-form-state.ts).
    for (const prop of ['omitExtraData', 'liveOmit', 'experimental_defaultFormStateBehavior', 'experimental_customMergeAllOf']) {
      expect(props, prop).not.toHaveProperty(prop);
    }
    // uiSchema definitions, looked up by $ref (no-schema-definitions.ts).
    expect(props['uiSchema'], 'ui:definitions').not.toHaveProperty('ui:definitions');
    expect(props['schema']).toBe(form.schema);
    // rjsf's field, field-error and error-list templates (templates.ts).
    expect(props['templates']).toMatchObject({ FieldTemplate, FieldErrorTemplate });
    expect(props['showErrorList']).toBe(false);
    // The Form stand-in (form.tsx): data always given, live validation on blur, the cashier's own submit button.
    expect(props['formData']).toBeDefined();
    expect(props['liveValidate']).toBe('onBlur');
    expect(props['uiSchema']).toMatchObject({ 'ui:submitButtonOptions': { norender: true } });
    for (const prop of [...UNSUPPORTED, 'children']) expect(props, prop).not.toHaveProperty(prop);
  }
});
