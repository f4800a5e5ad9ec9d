import {
  createErrorHandler,
  getDefaultFormState,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type FormContextType,
  type RJSFSchema,
  type RJSFValidationError,
  type StrictRJSFSchema,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import type { FieldRule } from '../rules/field-rule.ts';
import { isRecord } from '../rules/define-rule.ts';
import { FORBIDDEN_KEYS } from '../compiler/field-name.ts';
import { validateFieldValue, type RuleError } from './rule-validator.ts';

/** Form data naming a prototype key is refused whole: nothing of it reaches a rule or the payload. */
export const FORBIDDEN_KEY = 'PH.ERROR.FORBIDDEN_KEY';

/** Where the form compiler writes a field's rule on its JSON Schema property. */
export const RULE_KEY = 'x-rule';

/**
 * An rjsf validator that runs only the precompiled field rules (each property's `x-rule`), so a form arriving from the
 * server at run time is validated without compiling its schema. Other JSON Schema keywords of the form are not checked:
 * the form compiler expresses every constraint as a rule.
 */
export function createRuleValidator<
  T = Record<string, unknown>,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(): ValidatorType<T, S, F> {
  const validator: ValidatorType<T, S, F> = {
    validateFormData(
      formData: T | undefined,
      schema: S,
      customValidate?: CustomValidator<T, S, F>,
      transformErrors?: ErrorTransformer<T, S, F>,
      uiSchema?: UiSchema<T, S, F>,
    ): ValidationData<T> {
      const raw = ruleErrors(schema, formData);
      // The app turns error keys into text here, and the error schema must hold the text.
      const errors = transformErrors === undefined ? raw : transformErrors(raw, uiSchema);
      const errorSchema = toErrorSchema<T>(errors);
      if (customValidate === undefined) return { errors, errorSchema };
      const filled = getDefaultFormState<T, S, F>(validator, schema, formData, schema, true);
      const withAllFields = filled === undefined || Array.isArray(filled) ? formData : filled;
      if (withAllFields === undefined) return { errors, errorSchema };
      const handler = customValidate(withAllFields, createErrorHandler<T>(withAllFields), uiSchema, errorSchema);
      return validationDataMerge<T>({ errors, errorSchema }, unwrapErrorHandler<T>(handler));
    },
    isValid(schema: S, formData: T | undefined): boolean {
      return ruleErrors(schema, formData).length === 0;
    },
    rawValidation<Result = RJSFValidationError>(schema: S, formData?: T): { errors?: Result[] } {
      // The interface lets the caller name the raw error type; this validator's raw errors are rjsf errors.
      const errors: unknown[] = ruleErrors(schema, formData);
      return { errors: errors as Result[] };
    },
  };
  return validator;
}

/** The rjsf errors of every field of `schema` that carries a rule, in the schema's property order. */
export function ruleErrors(schema: StrictRJSFSchema, formData: unknown): RJSFValidationError[] {
  const values = isRecord(formData) ? formData : {};
  const forbidden = Object.keys(values).filter((name) => FORBIDDEN_KEYS.has(name));
  if (forbidden.length > 0) return forbidden.map((name) => toRjsfError(name, { key: FORBIDDEN_KEY }));
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const rule = typeof property === 'object' ? readRule(property) : undefined;
    if (rule === undefined) return [];
    return validateFieldValue(values[name], rule, values).map((error) => toRjsfError(name, error));
  });
}

function toRjsfError(name: string, { key, params }: RuleError): RJSFValidationError {
  // The form as @rjsf/validator-ajv8 addresses it (instance path with dots), which toErrorSchema reads back.
  const property = `.${name}`;
  return { name: key, property, message: key, params: params ?? {}, stack: `${property} ${key}` };
}

/** A malformed rule (not an object) is ignored rather than crashing the form; each rule checks its own parameter. */
function readRule(property: StrictRJSFSchema): FieldRule | undefined {
  const rule: unknown = Reflect.get(property, RULE_KEY);
  return isRecord(rule) ? rule : undefined;
}

/** The validator the cashier's forms use. */
export const ruleValidator: ValidatorType<Record<string, unknown>, RJSFSchema, FormContextType> = createRuleValidator();
