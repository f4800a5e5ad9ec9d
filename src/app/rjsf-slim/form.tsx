import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { deepEquals, getUiOptions, toErrorList, type ErrorSchema, type FieldPathList, type FieldProps } from '@rjsf/utils';
import {
  focusOn,
  stateFromProps,
  toEvent,
  unsupportedChange,
  unsupportedSubmitButton,
  validate,
  withDefaults,
  withExtraErrors,
  type Props,
  type State,
} from './form-state.ts';
import { isEchoedChange } from '../../../field-widgets/echoed-change.ts';

interface Live {
  props: Props;
  /**
   * The state as the handlers have left it, ahead of the render that commits it (a typed change renders after its
   * frame is painted): what every handler and the props' reconciliation start from, never a render's older state.
   */
  state: State;
  mounted?: true;
}

/**
 * Stands in for rjsf's Form in production builds (vite.config.ts productionAliases): rjsf's behaviour for what the
 * cashier's form hands it (cashier-form.tsx): data live validated on blur, no error list and no rjsf submit button,
 * extraErrors and transformErrors, focus on the first error, a controlled formData that only changes when other props
 * do (use-form-data-seed.ts), and fields (a compiled form, rjsf-slim.test.ts) that report their change by value with no
 * error schema of their own. Changes are applied and reported at once rather than through a setState updater; a change
 * its widget already shows (typed text, reportEchoed) renders the fields once the keystroke's frame is painted, so the
 * keystroke's own render is the parent, this form and the input. Anything else stands aside: the UNSUPPORTED props,
 * another liveValidate, an error list, rjsf's submit button, nested fields and custom errors from widgets; there are no instance
 * methods (submit, reset, validateForm, setFieldValue). form.test.tsx renders and drives every recorded form with both
 * and compares pages, focus and callbacks. 3.8 KiB gzip leave the card form's path.
 */
export default function Form(props: Props): ReactNode {
  const [state, setState] = useState(() => stateFromProps(props, undefined));
  const formElement = useRef<HTMLFormElement>(null);
  const live = useRef<Live>({ props, state });

  const [handlers] = useState(() => {
    let painting = false;
    const commit = (next: State, afterPaint = false): void => {
      live.current.state = next;
      if (!afterPaint) setState(next);
      else if (!painting) {
        painting = true;
        // The latest state, rendered in the same task: the keystrokes of the frame render once, and none typed between
        // taking the state and rendering it can be drawn over. A hidden frame gets its animation frame when shown.
        requestAnimationFrame(() =>
          setTimeout(() => {
            painting = false;
            flushSync(() => setState(live.current.state));
          }),
        );
      }
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
        // The parent is told at once (its values, the submit button's label); when the widget already shows the change,
        // the fields render it once the keystroke's frame is painted.
        commit(next, isEchoedChange());
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
    live.current = { ...live.current, props, mounted: true };
    if (!mounted) {
      if (!deepEquals(previous.formData, props.formData)) handlers.report(previous);
      return;
    }
    if (previousProps === props || deepEquals(props, previousProps)) return;
    const isSchemaChanged = !deepEquals(previousProps.schema, props.schema);
    const isStateDataChanged = !deepEquals(previous.formData, props.formData);
    const retrievedSchema = isSchemaChanged || !deepEquals(previousProps.formData, props.formData) ? undefined : previous.retrievedSchema;
    const next = stateFromProps(props, previous, retrievedSchema, isSchemaChanged, isStateDataChanged);
    // rjsf also takes data the parent reshaped (undefined keys dropped, null for undefined) as the form's own; the
    // cashier's form hands back exactly what it was told (use-form-data-seed.ts), and the state is always what was told.
    const isEcho = !isSchemaChanged && !isStateDataChanged;
    if (!deepEquals(next.formData, props.formData)) {
      if (isEcho) {
        const { formData, retrievedSchema: kept, errors, errorSchema, schemaValidationErrors, schemaValidationErrorSchema } = previous;
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
