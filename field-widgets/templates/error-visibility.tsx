import { createContext, useContext, type ReactNode } from 'react';
import type { RegistryWidgetsType, RJSFSchema, Widget } from '@rjsf/utils';
import type { FormValues } from '../../schemas/compiler/compiled-form.ts';
import type { CashierFormContext } from '../form-context.ts';
import type { CashierWidgetProps } from '../masked-input.tsx';

type CashierWidgets = RegistryWidgetsType<FormValues, RJSFSchema, CashierFormContext>;

/**
 * Whether the field with an rjsf id shows its errors now. Display state only: whether the form may be sent is decided
 * from every rule, never from this. Without a provider every error shows (widget tests, a bare rjsf form).
 */
const ErrorVisibility = createContext<(fieldId: string) => boolean>(() => true);

/** Provides which fields show their errors (e.g. touched ones, and all after a submit attempt) to the templates. */
export const ErrorVisibilityProvider = ErrorVisibility.Provider;

/** Whether the field with this rjsf id (`root_card_cvv`) shows its errors. */
export function useErrorsShown(fieldId: string): boolean {
  return useContext(ErrorVisibility)(fieldId);
}

function showingErrorsOnlyWhenVisible(Inner: Widget<FormValues, RJSFSchema, CashierFormContext>): Widget<FormValues, RJSFSchema, CashierFormContext> {
  return function VisibleErrors(props: CashierWidgetProps): ReactNode {
    const shown = useErrorsShown(props.id);
    return <Inner {...props} rawErrors={shown ? (props.rawErrors ?? []) : []} />;
  };
}

/**
 * The widgets with their errors (aria-invalid and what they draw from rawErrors) hidden while the field's errors do not
 * show, so a field the user has not reached is not marked invalid when another field's blur validated the whole form.
 */
export function withErrorVisibility(widgets: CashierWidgets): CashierWidgets {
  return Object.fromEntries(Object.entries(widgets).map(([name, widget]) => [name, showingErrorsOnlyWhenVisible(widget)]));
}
