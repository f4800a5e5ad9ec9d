import { toErrorSchema, type ErrorSchema } from '@rjsf/utils';
import type { CompiledForm, FieldUi, FormValues } from '../../../schemas/compiler/compiled-form.ts';

/** A setting for one field from outside the compiler (spec section 4, payout verification). */
export interface FieldOverride {
  /** The field cannot be changed. */
  disabled?: boolean;
  /**
   * A message key shown on the field at once; while it stands the form cannot be sent. It is the field's one message:
   * it says why its list is empty, and a disabled field shows no rule error (the user cannot fill it).
   */
  error?: string;
  /** What a choice field with no options shows in place of a value. */
  emptyListText?: string;
}

/** Field overrides by field name. */
export type FieldOverrides = Readonly<Record<string, FieldOverride>>;

/** The server's errors of the last answer by field name (message keys or texts), e.g. a wrong OTP code. */
export type ServerErrors = Readonly<Record<string, readonly string[]>>;

function uiOf(form: CompiledForm, name: string): FieldUi | undefined {
  const entry = Object.hasOwn(form.uiSchema, name) ? form.uiSchema[name] : undefined;
  return entry === undefined || Array.isArray(entry) ? undefined : entry;
}

const hasError = ({ error }: FieldOverride): boolean => (error ?? '') !== '';

function overriddenUi(ui: FieldUi, override: FieldOverride): FieldUi {
  const { disabled, emptyListText } = override;
  const options = ui['ui:options'] ?? {};
  const emptyList = {
    ...options.emptyList,
    ...(emptyListText === undefined ? {} : { text: emptyListText }),
    ...(hasError(override) ? { errorKey: null } : {}),
  };
  return {
    ...ui,
    ...(disabled === true ? { 'ui:disabled': true } : {}),
    ...(emptyListText === undefined && !hasError(override) ? {} : { 'ui:options': { ...options, emptyList } }),
  };
}

/**
 * The form with the overrides' disabled flags and empty-list texts in its uiSchema, and no empty-list error where an
 * override's error says why (errors travel apart, see outsideErrors). The same form when no override changes a field it
 * has, so rjsf keeps its uiSchema.
 */
export function withOverrides(form: CompiledForm, overrides: FieldOverrides): CompiledForm {
  const changed = Object.entries(overrides).filter(
    ([name, override]) => uiOf(form, name) !== undefined && (override.disabled === true || override.emptyListText !== undefined || hasError(override)),
  );
  if (changed.length === 0) return form;
  const uiSchema: CompiledForm['uiSchema'] = { ...form.uiSchema };
  for (const [name, override] of changed) {
    const ui = uiOf(form, name);
    if (ui !== undefined) uiSchema[name] = overriddenUi(ui, override);
  }
  return { ...form, uiSchema };
}

/** Whether an override's manual error stands, which keeps the form from being sent. */
export function hasOverrideError(overrides: FieldOverrides): boolean {
  return Object.values(overrides).some(hasError);
}

/**
 * The rule errors the form shows: none on a field an override disables, which the user cannot fill (a "This field is
 * required" there asks for what cannot be done); the override's own error says what to do instead.
 */
export function shownRuleErrors<E extends { property?: string }>(errors: readonly E[], overrides: FieldOverrides): E[] {
  return errors.filter(({ property }) => overrides[(property ?? '').replace(/^\./, '')]?.disabled !== true);
}

/**
 * The errors that come from outside the rules, as rjsf's extraErrors (texts): the server's, except on fields the user
 * edited since that answer, and the overrides' manual errors. Fields without any are left out.
 */
export function outsideErrors(
  server: ServerErrors,
  overrides: FieldOverrides,
  edited: ReadonlySet<string>,
  translate: (key: string) => string,
): ErrorSchema<FormValues> {
  const messages = new Map<string, string[]>();
  const add = (name: string, keys: readonly string[]): void => {
    const texts = keys.filter((key) => key !== '').map(translate);
    if (texts.length > 0) messages.set(name, [...new Set([...(messages.get(name) ?? []), ...texts])]);
  };
  for (const [name, keys] of Object.entries(server)) if (!edited.has(name)) add(name, keys);
  for (const [name, { error }] of Object.entries(overrides)) if (error !== undefined) add(name, [error]);
  // Addressed as the rule validator addresses its errors (`.name`), which toErrorSchema reads back.
  return toErrorSchema<FormValues>(
    [...messages].flatMap(([name, texts]) => texts.map((message) => ({ property: `.${name}`, message, stack: `.${name} ${message}` }))),
  );
}
