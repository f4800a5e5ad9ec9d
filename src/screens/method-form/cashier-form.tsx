import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { applyCardChoice, cardChoiceOf, cvvCardOf } from '../../../schemas/compiler/apply-card-choice.ts';
import { awaitsRecurringCheck } from '../../../schemas/rules/cvv-demand.ts';
import type { CompiledForm, FormValues } from '../../../schemas/compiler/compiled-form.ts';
import type { FormMoney } from '../../../schemas/money/form-money.ts';
import { formatAmount, type DisplayCurrency } from '../../../schemas/money/format-amount.ts';
import { createRuleValidator } from '../../../schemas/validators/rjsf-validator.ts';
import { fieldWidgets } from '../../../field-widgets/registry.ts';
import type { CashierFormContext, DocumentUploader } from '../../../field-widgets/form-context.ts';
import type { OverlayRoutes } from '../../../field-widgets/use-overlay.ts';
import { ErrorVisibilityProvider, withErrorVisibility } from '../../../field-widgets/templates/error-visibility.tsx';
import { FieldTemplate } from '../../../field-widgets/templates/field-template.tsx';
import { FieldErrorTemplate } from '../../../field-widgets/templates/field-error-template.tsx';
import { translate, translateServerKey } from '../../i18n/form.ts';
import { tellMerchant } from '../../embedding/outbox.ts';
import { useLanguage, useTextDirection } from '../../store/session-store.ts';
import { canSend } from './can-send.ts';
import { hasOverrideError, outsideErrors, shownRuleErrors, withOverrides, type FieldOverrides, type ServerErrors } from './field-overrides.ts';
import { useFormDataSeed } from './use-form-data-seed.ts';
import { useUploadCount } from './use-upload-count.ts';
import { useSubmitOnce, type SubmitValues } from './use-submit-once.ts';
import { useCardFacts } from './use-card-facts.ts';
import { useSubmitFocus } from './use-submit-focus.ts';
import type { SavedCardSource } from './saved-card-source.ts';

interface CashierFormProps {
  form: CompiledForm;
  currency: DisplayCurrency;
  /** The method's fee, tax, bonus and processing currency, shown under the amount as it changes. */
  money?: FormMoney;
  submitLabel: (values: FormValues) => string;
  /** A submit is in flight: the button reads "Processing…" and sends nothing (it keeps the focus); the fields take no input. */
  submitting: boolean;
  /** Sends the values: once per intent, never while a submit is in flight or its returned promise has not settled. */
  onSubmit: SubmitValues;
  /** Told the form data after every change (the descriptor playground shows it live, a withdrawal sees its account edited). */
  onChange?: ((values: FormValues) => void) | undefined;
  /** Told which saved card the user confirmed deleting, and its name; without it, saved cards show no delete button. */
  onDeleteCard?: (cardId: string, cardName: string) => void;
  /** Uploads a document field's file (POST .../upload); without it, upload fields cannot store a file. */
  uploadDocument?: DocumentUploader;
  /**
   * The server's field errors of its last answer (OTP, payout verification): shown at once, each until its field is
   * edited. One object per answer: a new object counts as a new answer.
   */
  serverErrors?: ServerErrors | undefined;
  /** Per-field settings from outside the compiler: disabled, a manual error (blocks sending), an empty-list text. */
  overrides?: FieldOverrides;
  /** No submit can succeed any more (an expired session): the button stays disabled. */
  submitDisabled?: boolean;
  /** The addresses of the modal pages the widgets open (/select-country, /betshop-…); without them, plain dialogs. */
  overlays?: OverlayRoutes;
  /** The saved cards' tokens and the recurring check, which decide a saved card's CVV; without it, none is checked. */
  savedCards?: SavedCardSource;
  /** Told that a field starts over (a payout account switched, or another saved one chosen: CashierFormContext). */
  onFieldRestart?: (() => void) | undefined;
  children?: ReactNode;
}

const templates = { FieldTemplate, FieldErrorTemplate };
const widgets = withErrorVisibility(fieldWidgets);
const validator = createRuleValidator<FormValues, RJSFSchema, CashierFormContext>();
const ROOT_PREFIX = /^root_/;
const NO_OVERRIDES: FieldOverrides = {};
const NO_SERVER_ERRORS: ServerErrors = {};

/** The field name of an rjsf id (`root_card_cvv` -> `card_cvv`). */
const nameOf = (id: string): string => id.replace(ROOT_PREFIX, '');

/**
 * A compiled server form rendered by react-jsonschema-form. Whether it may be sent comes from every rule of every shown
 * field (rjsf's validation on submit, canSend for auto-submit); which errors show is display state only: a field's once
 * it was left (blur), every field's after a submit attempt (but one restarted since: a switched payout account), and
 * outside errors (server, overrides) at once. What the user typed stays in this component's state across failures,
 * server errors and overrides. With a saved card chosen, the typed-card fields the display rule hides leave the
 * rendered schema (applyCardChoice).
 */
export function CashierForm({
  form,
  overlays,
  currency,
  money,
  submitLabel,
  submitting,
  onSubmit,
  onChange,
  onDeleteCard,
  uploadDocument,
  serverErrors = NO_SERVER_ERRORS,
  overrides = NO_OVERRIDES,
  submitDisabled = false,
  savedCards,
  onFieldRestart,
  children,
}: CashierFormProps): ReactNode {
  const [values, setValues] = useState<FormValues>(form.formData);
  const chosenCard = cardChoiceOf(form, values);
  const cardFacts = useCardFacts(form, values, savedCards);
  // Keyed on the chosen card and its facts only, so typing elsewhere keeps the same schema object.
  const shown = useMemo(() => withOverrides(applyCardChoice(form, chosenCard, cardFacts), overrides), [form, chosenCard, cardFacts, overrides]);
  // The submit button lives outside rjsf (linked by the form attribute), so its changing label is no rjsf prop.
  const uiSchema = useMemo(() => ({ ...shown.uiSchema, 'ui:submitButtonOptions': { norender: true } }), [shown]);
  const formId = useId();
  const submitButton = useSubmitFocus(submitting, formId);
  const language = useLanguage();
  const dir = useTextDirection();

  // A document on its way is not in the values yet: sending now would fail its required rule, so the form waits; as it
  // does while the recurring check has not said whether the saved card's code is due.
  const [uploading, uploadTracker] = useUploadCount(uploadDocument);
  const checkingCard = awaitsRecurringCheck({ card: cvvCardOf(chosenCard, cardFacts), amount: cardFacts.amount, maxRecurringAmount: cardFacts.maxRecurringAmount });
  const waiting = uploading || checkingCard;
  // A manual error (a locked payout account) stands while the form is open: no click could send it.
  const blocked = submitDisabled || hasOverrideError(overrides);
  const send = useSubmitOnce(onSubmit, submitting || blocked || waiting);
  // rjsf hands widgets the formContext it was built with, so what they call reads the current form through refs.
  const latestValues = useRef(values);
  const latest = useRef({ form, overrides, cardFacts, onFieldRestart });
  useLayoutEffect(() => {
    latest.current = { form, overrides, cardFacts, onFieldRestart };
  });
  const autoSubmit = useCallback(() => {
    const next = latestValues.current;
    if (canSend(latest.current.form, next, latest.current.overrides, latest.current.cardFacts)) send(next);
  }, [send]);
  const formContext = useMemo<CashierFormContext>(
    () => ({
      translate,
      translateServerKey,
      currency,
      language,
      dir,
      onCardBrand: (brand) => tellMerchant({ type: 'cardBrand', target: 'cashier', brand }),
      onAutoSubmit: autoSubmit,
      // The field starts over: neither typed in nor left after typing, nor shown by a past submit attempt (told once the
      // switch's change is in).
      onFieldRestart: (id) => {
        const name = nameOf(id);
        typedIn.current.delete(name);
        setTouched((previous) => (previous.has(name) ? new Set([...previous].filter((touched) => touched !== name)) : previous));
        setAttempted((previous) => previous && new Set(previous).add(name));
        latest.current.onFieldRestart?.();
      },
      ...(onDeleteCard === undefined ? {} : { onDeleteCard }),
      ...(overlays === undefined ? {} : { overlays }),
      ...(money === undefined ? {} : { money }),
      ...(uploadTracker === undefined ? {} : { uploadDocument: uploadTracker }),
    }),
    [currency, language, dir, onDeleteCard, autoSubmit, overlays, money, uploadTracker],
  );

  // A server error stands until its field is edited; a new answer brings its own.
  const [edited, setEdited] = useState({ since: serverErrors, names: new Set<string>() as ReadonlySet<string> });
  if (edited.since !== serverErrors) setEdited({ since: serverErrors, names: new Set() });
  const extraErrors = useMemo(() => outsideErrors(serverErrors, overrides, edited.names, translateServerKey), [serverErrors, overrides, edited.names]);

  // A field shows its errors once the user has typed in it and left it; one only tabbed through waits for a submit.
  const typedIn = useRef(new Set<string>());
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // After a submit attempt: the fields restarted since (a payout account switched), which wait for the next one.
  const [attempted, setAttempted] = useState<false | ReadonlySet<string>>(false);
  const showsErrors = useCallback(
    (id: string) => (attempted && !attempted.has(nameOf(id))) || touched.has(nameOf(id)) || Object.hasOwn(extraErrors, nameOf(id)),
    [attempted, touched, extraErrors],
  );

  const transformErrors = (errors: RJSFValidationError[]): RJSFValidationError[] =>
    shownRuleErrors(errors, overrides).map((error) => {
      const params = Object.fromEntries(
        Object.entries(error.params as Record<string, unknown>).map(([name, value]) => [
          name,
          typeof value === 'number' && (name === 'min' || name === 'max') ? formatAmount(value, currency, { dir }) : String(value),
        ]),
      );
      return { ...error, message: translateServerKey(error.name ?? '', params) };
    });

  const rjsfProps = {
    id: formId,
    schema: shown.schema,
    uiSchema,
    validator,
    widgets,
    templates,
    formContext,
    extraErrors,
    transformErrors,
    liveValidate: 'onBlur' as const,
    showErrorList: false as const,
    noHtml5Validate: true,
    focusOnFirstError: true,
    disabled: submitting,
    onBlur: (id: string) => {
      const name = nameOf(id);
      if (typedIn.current.has(name)) setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
    },
    onChange: (event: { formData?: FormValues }, id?: string) => {
      const next = { ...event.formData };
      latestValues.current = next;
      setValues(next);
      onChange?.(next);
      const name = id === undefined ? '' : nameOf(id);
      typedIn.current.add(name);
      if (Object.hasOwn(serverErrors, name) && !edited.names.has(name)) {
        setEdited((previous) => ({ ...previous, names: new Set(previous.names).add(name) }));
      }
    },
    onError: () => setAttempted(new Set()),
    onSubmit: (event: { formData?: FormValues }) => send(event.formData ?? {}),
  };
  // Every prop above reaches rjsf; the formData beside them changes only when one of them does (useFormDataSeed).
  const formData = useFormDataSeed(rjsfProps, values);

  return (
    <ErrorVisibilityProvider value={showsErrors}>
      <Form<FormValues, RJSFSchema, CashierFormContext> {...rjsfProps} formData={formData} />
      {children}
      <button
        ref={submitButton}
        type="submit"
        form={formId}
        className="button button--primary"
        aria-busy={submitting || checkingCard}
        aria-disabled={submitting}
        disabled={blocked || waiting}
      >
        {submitting ? translate('APP.FORM.SUBMITTING') : submitLabel(values)}
      </button>
    </ErrorVisibilityProvider>
  );
}
