import type { ReactNode } from 'react';
import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';

/** Label, widget, errors and help of one field, with a real <label for> and no markdown rendering. */
export function FieldTemplate(props: FieldTemplateProps): ReactNode {
  const { id, label, required, children, errors, help, hidden, displayLabel, schema, uiSchema, registry } = props;
  if (hidden || getUiOptions(uiSchema, registry.globalUiOptions)['hidden'] === true) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;
  return (
    <div className="field">
      {displayLabel !== false && (
        <label className="field__label" htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {children}
      {errors}
      {help}
    </div>
  );
}
