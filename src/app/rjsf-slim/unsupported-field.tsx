import type { ReactNode } from 'react';
import type { FieldProps } from '@rjsf/utils';
import UnsupportedFieldTemplate from '@rjsf/core/lib/components/templates/UnsupportedField.js';

/** A schema the slim registry has no field for: rjsf's own "unsupported field" notice, never a crash. */
export function UnsupportedField({ schema, fieldPathId, registry }: FieldProps): ReactNode {
  return <UnsupportedFieldTemplate schema={schema} fieldPathId={fieldPathId} reason={`no field for ${JSON.stringify(schema.type ?? null)}`} registry={registry} />;
}
