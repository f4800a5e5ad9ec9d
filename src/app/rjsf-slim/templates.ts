import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import ObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';

/**
 * Stands in for rjsf's template index in production builds: the templates of one object of plain fields, without the
 * array, grid, multi-schema and button ones compiled forms never render, nor the input template only rjsf's own
 * widgets use (the cashier's registry replaces them all: widgets.ts). The field and field-error templates are the
 * cashier's own (field-widgets/templates), and its form shows no error list: rjsf's of those three, and the wrapper of
 * additional properties only rjsf's field template renders, are left out too (rjsf-slim-props.test.tsx checks the
 * cashier's form hands rjsf its templates and showErrorList false).
 */
export default function templates(): Record<string, unknown> {
  return {
    // No button of rjsf's renders: the form's own submit button is the cashier's (form.tsx).
    ButtonTemplates: {},
    DescriptionFieldTemplate: DescriptionField,
    FieldHelpTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate: TitleField,
    UnsupportedFieldTemplate: UnsupportedField,
  };
}
