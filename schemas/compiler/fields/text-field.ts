import type { CompileInput, FieldCompiler } from '../field-type.ts';
import { baseField, type FieldShape } from './base-field.ts';

/** A compile step for a text-like field type: the base field with a fixed shape, or one read from the parameter. */
export function textField(shape: FieldShape | ((input: CompileInput) => FieldShape) = {}): FieldCompiler {
  return (input) => baseField(input, typeof shape === 'function' ? shape(input) : shape);
}
