import type { FieldRule } from '../rules/field-rule.ts';

/** What a field is for, which decides where its value goes in the submission payload. */
export type FieldRole = 'amount' | 'cardNumber' | 'expiry' | 'cvv' | 'cardholderName' | 'parameter';

export interface FieldSchema {
  type: 'string';
  title: string;
  readOnly?: boolean;
  'x-rule': FieldRule;
}

export interface FormSchema {
  type: 'object';
  required: string[];
  properties: Record<string, FieldSchema>;
}

/** rjsf uiSchema entry of one field. */
export interface FieldUi {
  'ui:widget': string;
  'ui:placeholder'?: string;
  'ui:autocomplete'?: string;
  'ui:readonly'?: boolean;
  'ui:options'?: { inputMode?: 'numeric' | 'decimal' | 'text' | 'tel' | 'email'; amountBlocks?: number[] };
}

export type FormUiSchema = { 'ui:order': string[] } & Record<string, FieldUi | string[]>;

export type FormValues = Record<string, string | undefined>;

export interface CompiledField {
  name: string;
  role: FieldRole;
  /** For the merged expiry field: the server's names of its month and year parameters. */
  parts?: { month: string; year: string };
}

export interface CompileProblem {
  /** Index of the offending parameter in the server's list. */
  index: number;
  message: string;
}

/** A server form compiled for react-jsonschema-form, with what the payload builder needs to know of each field. */
export interface CompiledForm {
  schema: FormSchema;
  uiSchema: FormUiSchema;
  formData: FormValues;
  fields: CompiledField[];
  problems: CompileProblem[];
}
