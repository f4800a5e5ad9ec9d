import type { ReactNode } from 'react';
import { getUiOptions, type FieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import type { FormValues } from '../../schemas/compiler/compiled-form.ts';
import type { CashierFormContext } from '../form-context.ts';
import { ServerText } from '../server-text.tsx';

/**
 * Label, widget, errors and help of one field, with a real <label for> and no markdown rendering. The label goes
 * through the translator: a server label shows as sent, a label the compiler wrote (the new-card fields) is a key.
 * The label's text lays out in its own direction (`dir="auto"`: a Latin label on an Arabic page keeps its punctuation
 * at its end), inside a label that keeps the page's direction and start edge.
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
          <ServerText>{registry.formContext.translateServerKey(label)}</ServerText>
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {children}
      {errors}
      {help}
    </div>
  );
}
