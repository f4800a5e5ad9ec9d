import type { FormProps, IChangeEvent } from '@rjsf/core';
import getDefaultRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import {
  createSchemaUtils,
  deepEquals,
  mergeObjects,
  toFieldPathId,
  toPath,
  validationDataMerge,
  type ErrorSchema,
  type FieldPathId,
  type Registry,
  type RJSFSchema,
  type RJSFValidationError,
  type SchemaUtilsType,
  type UiSchema,
  type ValidationData,
} from '@rjsf/utils';
import { standsAside } from './stands-aside.ts';

export type Props = FormProps<unknown, RJSFSchema>;
type Validation = ValidationData<unknown>;

/**
 * What rjsf's Form keeps in its state, less what only the features below need (custom errors, sanitizing, reset). The
 * Form stand-in (form.tsx) derives it from its props with the functions of this file, as rjsf's Form does.
 */
export interface State {
  schemaUtils: SchemaUtilsType<unknown, RJSFSchema>;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  fieldPathId: FieldPathId;
  formData: unknown;
  errors: RJSFValidationError[];
  errorSchema: ErrorSchema;
  schemaValidationErrors: RJSFValidationError[];
  schemaValidationErrorSchema: ErrorSchema;
  retrievedSchema: RJSFSchema;
  registry: Registry;
}

/** The props turning on what the cashier's form never does (rjsf-slim-props.test.tsx checks the props it hands). */
export const UNSUPPORTED = ['noValidate', 'omitExtraData', 'liveOmit', 'initialFormData', 'tagName', '_internalFormWrapper', 'experimental_defaultFormStateBehavior', 'experimental_customMergeAllOf', 'ref'] as const;
const unsupportedProps: () => never = standsAside('a Form without formData, or with liveValidate other than onBlur, an error list or ' + UNSUPPORTED.join(', '));
export const unsupportedSubmitButton: () => never = standsAside("rjsf's submit button");
export const unsupportedChange: () => never = standsAside('a change of a nested field or with its own error schema');

export function toEvent({ schema, uiSchema, fieldPathId, schemaUtils, formData, errors, errorSchema }: State): IChangeEvent<unknown, RJSFSchema> {
  return { schema, uiSchema, fieldPathId, schemaUtils, formData, edit: true, errors, errorSchema };
}

export function withExtraErrors(validation: Validation, extraErrors: ErrorSchema | undefined): Validation {
  return extraErrors === undefined ? validation : validationDataMerge(validation, extraErrors);
}

/** Validates as rjsf's Form does: a JSON copy of the data (no undefined keys), against the retrieved schema if given. */
export function validate(props: Props, { schemaUtils, schema }: Pick<State, 'schemaUtils' | 'schema'>, formData: unknown, retrievedSchema?: RJSFSchema): Validation {
  const json = JSON.stringify(formData);
  return schemaUtils.getValidator().validateFormData(json === undefined ? undefined : JSON.parse(json), retrievedSchema ?? schema, props.customValidate, props.transformErrors, props.uiSchema);
}

/** The registry rjsf's Form builds: its default registry (the slim one in production builds) with the props' parts. */
function registryOf(props: Props, rootSchema: RJSFSchema, schemaUtils: State['schemaUtils']): Registry {
  const { uiSchema = {}, experimental_componentUpdateStrategy, nameGenerator } = props;
  const { fields, templates, widgets, formContext, translateString } = getDefaultRegistry();
  // As rjsf's, with globalUiOptions undefined when the uiSchema has none, which its types (read with
  // exactOptionalPropertyTypes) do not allow for.
  return {
    fields: { ...fields, ...props.fields },
    templates: { ...templates, ...props.templates, ButtonTemplates: { ...templates.ButtonTemplates, ...props.templates?.ButtonTemplates } },
    widgets: { ...widgets, ...props.widgets },
    rootSchema,
    formContext: props.formContext || formContext,
    schemaUtils,
    translateString: props.translateString || translateString,
    globalUiOptions: uiSchema['ui:globalOptions'],
    globalFormOptions: {
      idPrefix: uiSchema['ui:rootFieldId'] || (props.idPrefix ?? 'root'),
      idSeparator: props.idSeparator ?? '_',
      useFallbackUiForUnsupportedType: props.useFallbackUiForUnsupportedType ?? false,
      ...(experimental_componentUpdateStrategy !== undefined && { experimental_componentUpdateStrategy }),
      ...(nameGenerator !== undefined && { nameGenerator }),
    },
    uiSchemaDefinitions: uiSchema['ui:definitions'] ?? {},
  } as Registry;
}

/** The form data with its defaults and the schema it retrieves, as rjsf's getStateFromProps derives them. */
export function withDefaults(props: Props, input: unknown, previous: State | undefined, retrievedSchema?: RJSFSchema): Pick<State, 'schemaUtils' | 'schema' | 'formData' | 'retrievedSchema'> {
  let schemaUtils = previous?.schemaUtils;
  if (schemaUtils === undefined || schemaUtils.doesSchemaUtilsDiffer(props.validator, props.schema)) schemaUtils = createSchemaUtils(props.validator, props.schema);
  const schema = schemaUtils.getRootSchema();
  const formData = schemaUtils.getDefaultFormState(schema, input, false, previous !== undefined);
  const retrieved = retrievedSchema ?? schemaUtils.retrieveSchema(schema, formData);
  return { schemaUtils, schema, formData, retrievedSchema: previous !== undefined && deepEquals(retrieved, previous.retrievedSchema) ? previous.retrievedSchema : retrieved };
}

/**
 * rjsf's getStateFromProps for a live validated form given its data: the errors are validated again when the data is
 * not the form's own (`validateNow`), else the last validation's are kept (none when the schema changed under them),
 * with the props' extraErrors merged in.
 */
export function stateFromProps(props: Props, previous: State | undefined, retrievedSchema?: RJSFSchema, resetErrors = false, validateNow = false): State {
  if (props.liveValidate !== 'onBlur' || props.showErrorList !== false || props.formData === undefined || UNSUPPORTED.some((name) => props[name as keyof Props] !== undefined)) unsupportedProps();
  const derived = withDefaults(props, props.formData, previous, retrievedSchema);
  let validation: Validation = previous === undefined || resetErrors ? { errors: [], errorSchema: {} } : { errors: previous.schemaValidationErrors, errorSchema: previous.schemaValidationErrorSchema };
  let shown: Validation;
  if (validateNow && previous !== undefined) {
    const { errors, errorSchema } = validate(props, derived, derived.formData, retrievedSchema);
    // rjsf merges neither the extraErrors nor, unless the schema was retrieved anew, the errors shown before.
    validation = shown = { errors, errorSchema: retrievedSchema === undefined ? errorSchema : mergeObjects(previous.errorSchema, errorSchema, 'preventDuplicates') };
  } else {
    shown = withExtraErrors(validation, props.extraErrors);
  }
  const registry = registryOf(props, derived.schema, derived.schemaUtils);
  const kept = previous !== undefined && deepEquals(previous.registry, registry) ? previous.registry : registry;
  const { globalFormOptions } = kept;
  return {
    ...derived,
    uiSchema: props.uiSchema ?? {},
    fieldPathId: previous?.fieldPathId.$id === globalFormOptions.idPrefix ? previous.fieldPathId : toFieldPathId('', globalFormOptions),
    errors: shown.errors,
    errorSchema: shown.errorSchema,
    schemaValidationErrors: validation.errors,
    schemaValidationErrorSchema: validation.errorSchema,
    registry: kept,
  };
}

/** rjsf's focusOnFirstError: the field the error names, found by its id in the form. */
export function focusOn(form: HTMLFormElement | null, error: RJSFValidationError | undefined, { focusOnFirstError, idPrefix = 'root', idSeparator = '_' }: Props): void {
  if (typeof focusOnFirstError === 'function') {
    focusOnFirstError(error as RJSFValidationError);
  } else if (focusOnFirstError === true && form !== null && error !== undefined) {
    const id = [idPrefix, ...toPath(error.property ?? '')].join(idSeparator);
    const field = form.elements.namedItem(id) ?? form.querySelector<HTMLElement>(`input[id^="${id}"], button[id^="${id}"]`);
    // As rjsf does, a list (radios, a select's options) focuses its first item.
    const first = (field instanceof RadioNodeList || field instanceof HTMLSelectElement) && field.length > 0 ? field[0] : field;
    if (first instanceof HTMLElement) first.focus();
  }
}
