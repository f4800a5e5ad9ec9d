import type { ReactNode } from 'react';
import type { CashierWidgetProps } from './masked-input.tsx';

/**
 * A value that travels without being shown or typed (`user_ip`; `ui:options.hidden`): the form data keeps it, the page
 * shows nothing. The field's label is left out by FieldTemplate, which hides fields whose `ui:options.hidden` is set.
 */
export function HiddenWidget({ id, value }: CashierWidgetProps): ReactNode {
  return <input type="hidden" id={id} name={id} value={typeof value === 'string' ? value : ''} />;
}
