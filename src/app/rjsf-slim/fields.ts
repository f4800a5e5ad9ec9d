import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import ObjectField from './object-field.tsx';
import { UnsupportedField } from './unsupported-field.tsx';

/**
 * Stands in for rjsf's field index in production builds: compiled forms are one object of string and boolean
 * properties (schemas/compiler, checked by rjsf-slim.test.ts), so arrays, anyOf/oneOf, layout grids and optional-data
 * controls never render, and ~9 KB gzip of them leave the card form's path; the object field is a slim one without
 * additional properties (object-field.tsx). Anything else shows as unsupported.
 */
export default function fields(): Record<string, unknown> {
  return { BooleanField, ObjectField, SchemaField, StringField, FallbackField: UnsupportedField };
}
