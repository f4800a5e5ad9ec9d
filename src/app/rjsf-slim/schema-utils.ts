import getDisplayLabel from '@rjsf/utils/lib/schema/getDisplayLabel.js';
import isSelect from '@rjsf/utils/lib/schema/isSelect.js';
import type { JSONSchema7Definition } from 'json-schema';
import type { GlobalUISchemaOptions, RJSFSchema, SchemaFieldPath, UiSchema, ValidatorType } from '@rjsf/utils';
import deepEquals from './deep-equals.ts';
import getDefaultFormState from './get-default-form-state.ts';
import retrieveSchema from './retrieve-schema.ts';

type Validator = ValidatorType<unknown, RJSFSchema>;

/**
 * Stands in for rjsf's createSchemaUtils in production builds: the schema functions rjsf's Form and the kept fields
 * call through it, and only those (rjsf-slim-session.test.tsx checks a session calls no other). rjsf's own class names
 * every schema function, so none of them could leave the path while it stood; with the stand-ins of the others this
 * one calls them directly. The defaults' behaviour and allOf merger the cashier never sets are not kept (its form
 * passes neither: rjsf-slim-props.test.tsx), nor the draft 2020-12 $ref rewriting (no form has `$schema`).
 * ~0.5 KB gzip leave the card form's path.
 */
class SchemaUtils {
  constructor(
    private readonly validator: Validator,
    private readonly rootSchema: RJSFSchema,
  ) {}

  getRootSchema(): RJSFSchema {
    return this.rootSchema;
  }

  getValidator(): Validator {
    return this.validator;
  }

  doesSchemaUtilsDiffer(validator: Validator | undefined, rootSchema: RJSFSchema | undefined): boolean {
    return validator !== undefined && rootSchema !== undefined && (this.validator !== validator || !deepEquals(this.rootSchema, rootSchema));
  }

  /**
   * A field of the form and whether it is required, which rjsf's Form asks when a field is cleared. A compiled form is
   * flat (every path is one name) and has no $ref or anyOf/oneOf to follow, so it is one lookup.
   */
  findFieldInSchema(schema: RJSFSchema, path: SchemaFieldPath): { field: JSONSchema7Definition | undefined; isRequired: boolean | undefined } {
    const names = Array.isArray(path) ? path : path.split('.');
    if (names.length !== 1) throw new Error('rjsf-slim: a compiled form has no nested fields');
    const name = String(names[0]);
    const field = schema.properties !== undefined && Object.hasOwn(schema.properties, name) ? schema.properties[name] : undefined;
    return { field, isRequired: field === undefined || field === false ? undefined : (schema.required ?? []).includes(name) };
  }

  getDefaultFormState(schema: RJSFSchema, formData?: unknown, includeUndefinedValues: boolean | 'excludeObjectChildren' = false): unknown {
    return getDefaultFormState(this.validator, schema, formData, this.rootSchema, includeUndefinedValues);
  }

  getDisplayLabel(schema: RJSFSchema, uiSchema?: UiSchema, globalOptions?: GlobalUISchemaOptions): boolean {
    return getDisplayLabel(this.validator, schema, uiSchema, this.rootSchema, globalOptions);
  }

  isSelect(schema: RJSFSchema): boolean {
    return isSelect(this.validator, schema, this.rootSchema);
  }

  retrieveSchema(schema: RJSFSchema): RJSFSchema {
    return retrieveSchema(this.validator, schema);
  }
}

export default function createSchemaUtils(validator: Validator, rootSchema: RJSFSchema): SchemaUtils {
  return new SchemaUtils(validator, rootSchema);
}
