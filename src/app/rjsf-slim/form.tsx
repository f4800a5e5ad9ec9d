import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FormProps, IChangeEvent } from '@rjsf/core';
import getDefaultRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import {
  createSchemaUtils,
  deepEquals,
  getUiOptions,
  mergeObjects,
  toErrorList,
  toFieldPathId,
  toPath,
  validationDataMerge,
  type ErrorSchema,
  type FieldPathId,
  type FieldPathList,
  type FieldProps,
  type Registry,
  type RJSFSchema,
  type RJSFValidationError,
  type SchemaUtilsType,
  type UiSchema,
  type ValidationData,
} from '@rjsf/utils';
import { standsAside } from './stands-aside.ts';

type Props = FormProps<unknown, RJSFSchema>;
type Validation = ValidationData<unknown>;

/** What rjsf's Form keeps in its state, less what only the features below need (custom errors, sanitizing, reset). */
interface State {
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
const unsupportedSubmitButton: () => never = standsAside("rjsf's submit button");
const unsupportedChange: () => never = standsAside('a change of a nested field or with its own error schema');

function toEvent({ schema, uiSchema, fieldPathId, schemaUtils, formData, errors, errorSchema }: State): IChangeEvent<unknown, RJSFSchema> {
  return { schema, uiSchema, fieldPathId, schemaUtils, formData, edit: true, errors, errorSchema };
}

function withExtraErrors(validation: Validation, extraErrors: ErrorSchema | undefined): Validation {
  return extraErrors === undefined ? validation : validationDataMerge(validation, extraErrors);
}

/** Validates as rjsf's Form does: a JSON copy of the data (no undefined keys), against the retrieved schema if given. */
function validate(props: Props, { schemaUtils, schema }: Pick<State, 'schemaUtils' | 'schema'>, formData: unknown, retrievedSchema?: RJSFSchema): Validation {
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
function withDefaults(props: Props, input: unknown, previous: State | undefined, retrievedSchema?: RJSFSchema): Pick<State, 'schemaUtils' | 'schema' | 'formData' | 'retrievedSchema'> {
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
function stateFromProps(props: Props, previous: State | undefined, retrievedSchema?: RJSFSchema, resetErrors = false, validateNow = false): State {
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
function focusOn(form: HTMLFormElement | null, error: RJSFValidationError | undefined, { focusOnFirstError, idPrefix = 'root', idSeparator = '_' }: Props): void {
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

interface Live {
  props: Props;
  /** The state as the handlers have left it, ahead of the render that commits it. */
  state: State;
  mounted?: true;
}

/**
 * Stands in for rjsf's Form in production builds (vite.config.ts productionAliases): rjsf's behaviour for what the
 * cashier's form hands it (cashier-form.tsx): data live validated on blur, no error list and no rjsf submit button,
 * extraErrors and transformErrors, focus on the first error, a controlled formData that only changes when other props
 * do (use-form-data-seed.ts), and fields (a compiled form, rjsf-slim.test.ts) that report their change by value with no
 * error schema of their own. Changes are applied and reported at once rather than through a setState updater, so a
 * keystroke is one render of the form and its parent. Anything else stands aside: the UNSUPPORTED props, another
 * liveValidate, an error list, rjsf's submit button, nested fields and custom errors from widgets; there are no instance
 * methods (submit, reset, validateForm, setFieldValue). form.test.tsx renders and drives every recorded form with both
 * and compares pages, focus and callbacks. 3.8 KiB gzip leave the card form's path.
 */
export default function Form(props: Props): ReactNode {
  const [state, setState] = useState(() => stateFromProps(props, undefined));
  const formElement = useRef<HTMLFormElement>(null);
  const live = useRef<Live>({ props, state });

  const [handlers] = useState(() => {
    const commit = (next: State): void => {
      live.current.state = next;
      setState(next);
    };
    const report = (next: State, ...id: [string?]): void => {
      const { onChange } = live.current.props;
      onChange?.(toEvent(next), ...id);
    };
    return {
      commit,
      report,
      onChange(value: unknown, path: FieldPathList, newErrorSchema?: ErrorSchema, id?: string): void {
        const { props: latest, state: previous } = live.current;
        const [name, ...nested] = path;
        if (newErrorSchema !== undefined || name === undefined || nested.length > 0) unsupportedChange();
        const formData = structuredClone(previous.formData) as Record<string | number, unknown>;
        const { field } = value === undefined ? previous.schemaUtils.findFieldInSchema(previous.schema, path, previous.formData) : { field: undefined };
        // A cleared field stays undefined rather than take a default again (rjsf's plainLeafWasCleared).
        const cleared = field !== undefined && !(typeof field === 'object' && ('oneOf' in field || 'anyOf' in field));
        formData[name] = value;
        const derived = withDefaults(latest, formData, previous);
        if (cleared) (derived.formData as typeof formData)[name] = undefined;
        const next = { ...previous, formData: derived.formData, retrievedSchema: derived.retrievedSchema };
        commit(next);
        report(next, id);
      },
      onBlur(id: string, data: unknown): void {
        const { props: latest, state: previous } = live.current;
        latest.onBlur?.(id, data);
        const validation = validate(latest, previous, previous.formData, previous.retrievedSchema);
        const next = { ...previous, ...withExtraErrors(validation, latest.extraErrors), schemaValidationErrors: validation.errors, schemaValidationErrorSchema: validation.errorSchema };
        commit(next);
        if (!deepEquals(previous.errors, next.errors) || !deepEquals(previous.errorSchema, next.errorSchema)) report(next, id);
      },
      onFocus(id: string, data: unknown): void {
        live.current.props.onFocus?.(id, data);
      },
      onSubmit(event: FormEvent<HTMLFormElement>): void {
        event.preventDefault();
        if (event.target !== event.currentTarget) return;
        const { props: latest, state: previous } = live.current;
        const { extraErrors } = latest;
        const validation = validate(latest, previous, previous.formData);
        const shown = withExtraErrors(validation, extraErrors);
        if (validation.errors.length > 0 || (extraErrors !== undefined && latest.extraErrorsBlockSubmit === true)) {
          commit({ ...previous, ...shown, schemaValidationErrors: validation.errors, schemaValidationErrorSchema: validation.errorSchema });
          focusOn(formElement.current, shown.errors[0], latest);
          if (latest.onError === undefined) console.error('Form validation failed', shown.errors);
          else latest.onError(shown.errors);
          return;
        }
        const next = { ...previous, errors: extraErrors === undefined ? [] : toErrorList(extraErrors), errorSchema: extraErrors ?? {}, schemaValidationErrors: [], schemaValidationErrorSchema: {} };
        commit(next);
        latest.onSubmit?.({ ...toEvent(next), status: 'submitted' }, event);
      },
    };
  });

  // rjsf's constructor reports the defaults it added to the data, and its componentDidUpdate takes changed props in:
  // the data they bring (the form's own, handed back, unless the parent replaced it) and the schema, uiSchema, registry.
  useLayoutEffect(() => {
    const { props: previousProps, state: previous, mounted } = live.current;
    live.current = { ...live.current, props, state, mounted: true };
    if (!mounted) {
      if (!deepEquals(state.formData, props.formData)) handlers.report(state);
      return;
    }
    if (previousProps === props || deepEquals(props, previousProps)) return;
    const isSchemaChanged = !deepEquals(previousProps.schema, props.schema);
    const isStateDataChanged = !deepEquals(state.formData, props.formData);
    const retrievedSchema = isSchemaChanged || !deepEquals(previousProps.formData, props.formData) ? undefined : state.retrievedSchema;
    const next = stateFromProps(props, state, retrievedSchema, isSchemaChanged, isStateDataChanged);
    // rjsf also takes data the parent reshaped (undefined keys dropped, null for undefined) as the form's own; the
    // cashier's form hands back exactly what it was told (use-form-data-seed.ts), and the state is always what was told.
    const isEcho = !isSchemaChanged && !isStateDataChanged;
    if (!deepEquals(next.formData, props.formData)) {
      if (isEcho) {
        const { formData, retrievedSchema: kept, errors, errorSchema, schemaValidationErrors, schemaValidationErrorSchema } = state;
        handlers.commit({ ...next, formData, retrievedSchema: kept, errors, errorSchema, schemaValidationErrors, schemaValidationErrorSchema });
        return;
      }
      if (!deepEquals(next.formData, previous.formData)) handlers.report(next);
    }
    handlers.commit(next);
  });

  const { schema, uiSchema, formData, errorSchema, fieldPathId, registry } = state;
  const { id, className, name, method, target, action, autoComplete, enctype, acceptCharset, noHtml5Validate = false, disabled, readonly, children } = props;
  const { SchemaField } = registry.fields;
  if (SchemaField === undefined) throw new Error('rjsf-slim: the registry has no SchemaField');
  // The props rjsf's Form hands its root field, disabled and readonly possibly undefined (see registryOf).
  const fieldProps = { name: '', schema, uiSchema, errorSchema, fieldPathId, formData, onChange: handlers.onChange, onBlur: handlers.onBlur, onFocus: handlers.onFocus, registry, disabled, readonly } as FieldProps;
  return (
    <form
      className={className || 'rjsf'}
      id={id}
      name={name}
      method={method}
      target={target}
      action={action}
      autoComplete={autoComplete}
      encType={enctype}
      acceptCharset={acceptCharset}
      noValidate={noHtml5Validate}
      onSubmit={handlers.onSubmit}
      ref={formElement}
    >
      {/* The four children of rjsf's form (the error list above and below, which the cashier shows none of), so the ids
          useId gives the widgets are rjsf's. rjsf's submit button renders nothing when told not to: the cashier's form
          has a button of its own. */}
      {[false, <SchemaField key={1} {...fieldProps} />, children || (getUiOptions(uiSchema).submitButtonOptions?.norender === true ? null : unsupportedSubmitButton()), false]}
    </form>
  );
}
