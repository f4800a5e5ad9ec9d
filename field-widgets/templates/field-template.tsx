import type { ReactNode } from 'react';
import { getUiOptions, type FieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import type { FormValues } from '../../schemas/compiler/compiled-form.ts';
import type { CashierFormContext } from '../form-context.ts';

/**
 * Label, widget, errors and help of one field, with a real <label for> and no markdown rendering. The label goes
 * through the translator: a server label shows as sent, a label the compiler wrote (the new-card fields) is a key.
 * The label's text lays out in its own direction, as every server text inline in our markup does (a `<bdi>`, which is
 * `dir="auto"` and isolated; a select's option, which holds text only, carries `dir="auto"` itself): a Latin label on
 * an Arabic page keeps its punctuation at its end, a Hebrew one on an English page reads right to left, inside a label
 * that keeps the page's direction and start edge.
 */
export function FieldTemplate(props: FieldTemplateProps<FormValues, RJSFSchema, CashierFormContext>): ReactNode {
  const { id, label, required, children, errors, help, hidden, displayLabel, schema, uiSchema, registry } = props;
  if (hidden || getUiOptions(uiSchema, registry.globalUiOptions)['hidden'] === true) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;
  const widget = uiSchema?.['ui:widget'];
  return (
    <div className="field" data-widget={typeof widget === 'string' ? widget : undefined}>
      {displayLabel !== false && (
        <label className="field__label" htmlFor={id}>
          <bdi>{registry.formContext.translateServerKey(label)}</bdi>
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {children}
      {errors}
      {help}
    </div>
  );
}
