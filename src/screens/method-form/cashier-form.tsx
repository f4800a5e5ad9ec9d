import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { applyCardChoice, cardChoiceOf } from '../../../schemas/compiler/apply-card-choice.ts';
import type { CompiledForm, FormValues } from '../../../schemas/compiler/compiled-form.ts';
import { formatAmount, type DisplayCurrency } from '../../../schemas/money/format-amount.ts';
import { createRuleValidator } from '../../../schemas/validators/rjsf-validator.ts';
import { fieldWidgets } from '../../../field-widgets/registry.ts';
import type { CashierFormContext } from '../../../field-widgets/form-context.ts';
import { FieldTemplate } from '../../../field-widgets/templates/field-template.tsx';
import { FieldErrorTemplate } from '../../../field-widgets/templates/field-error-template.tsx';
import { translate, translateServerKey } from '../../i18n/form.ts';
import { postToParent } from '../../embedding/parent-bridge.ts';
import { useLanguage } from '../../store/session-store.ts';

interface CashierFormProps {
  form: CompiledForm;
  currency: DisplayCurrency;
  submitLabel: (values: FormValues) => string;
  submitting: boolean;
  onSubmit: (values: FormValues) => void;
  /** Told the form data after every change (the descriptor playground shows it live). */
  onChange?: (values: FormValues) => void;
  /** Told which saved card the user confirmed deleting; without it, saved cards show no delete button. */
  onDeleteCard?: (cardId: string) => void;
  children?: ReactNode;
}

const templates = { FieldTemplate, FieldErrorTemplate };
const validator = createRuleValidator<FormValues, RJSFSchema, CashierFormContext>();
const ROOT_PREFIX = /^root_/;

function fieldOf(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '');
}

/**
 * A compiled server form rendered by react-jsonschema-form. Errors show for a field once it was left (blur), and for
 * every field once the user tried to submit; what the user typed stays in this component's state across failures.
 * With a saved card chosen, the typed-card fields the display rule hides leave the rendered schema (applyCardChoice).
 */
export function CashierForm({ form, currency, submitLabel, submitting, onSubmit, onChange, onDeleteCard, children }: CashierFormProps): ReactNode {
  const [values, setValues] = useState<FormValues>(form.formData);
  const chosenCard = cardChoiceOf(form, values);
  // Keyed on the chosen card only, so typing elsewhere keeps the same schema object.
  const shown = useMemo(() => applyCardChoice(form, chosenCard), [form, chosenCard]);
  // The submit button lives outside rjsf (linked by the form attribute), so its changing label is no rjsf prop.
  const uiSchema = useMemo(() => ({ ...shown.uiSchema, 'ui:submitButtonOptions': { norender: true } }), [shown]);
  const formId = useId();
  const touched = useRef(new Set<string>());
  const attempted = useRef(false);
  const language = useLanguage();
  const formContext = useMemo<CashierFormContext>(
    () => ({
      translate,
      translateServerKey,
      currency,
      language,
      onCardBrand: (brand) => postToParent({ id: 'cardBrand', brand }),
      ...(onDeleteCard === undefined ? {} : { onDeleteCard }),
    }),
    [currency, language, onDeleteCard],
  );
  // rjsf keeps what is typed in its own state and rebuilds that state whenever a prop changes. Handing each keystroke
  // back as a new formData prop would rebuild it per key, so it gets the values only when another prop changes, and
  // then the current ones, so nothing typed is lost (functions are not compared; see @rjsf/utils deepEquals).
  const [seed, setSeed] = useState({ shown, submitting, formContext, values });
  if (seed.shown !== shown || seed.submitting !== submitting || seed.formContext !== formContext) {
    setSeed({ shown, submitting, formContext, values });
  }

  const transformErrors = (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors
      .filter((error) => attempted.current || touched.current.has(fieldOf(error)))
      .map((error) => {
        const params = Object.fromEntries(
          Object.entries(error.params as Record<string, unknown>).map(([name, value]) => [
            name,
            typeof value === 'number' && (name === 'min' || name === 'max') ? formatAmount(value, currency) : String(value),
          ]),
        );
        return { ...error, message: translateServerKey(error.name ?? '', params) };
      });

  return (
    <>
      <Form<FormValues, RJSFSchema, CashierFormContext>
        id={formId}
        schema={shown.schema}
        uiSchema={uiSchema}
        formData={seed.values}
        validator={validator}
        widgets={fieldWidgets}
        templates={templates}
        formContext={formContext}
        transformErrors={transformErrors}
        liveValidate="onBlur"
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
        disabled={submitting}
        onBlur={(id: string) => touched.current.add(id.replace(ROOT_PREFIX, ''))}
        onChange={(event) => {
          const next = { ...event.formData };
          setValues(next);
          onChange?.(next);
        }}
        onSubmit={(event) => onSubmit(event.formData ?? {})}
      />
      {children}
      <button type="submit" form={formId} className="button button--primary" aria-busy={submitting} onClick={() => (attempted.current = true)}>
        {submitting ? translate('APP.FORM.SUBMITTING') : submitLabel(values)}
      </button>
    </>
  );
}
