import type { ReactNode } from 'react';
import { MaskedInput, sameMask, type CashierWidgetProps } from './masked-input.tsx';

const keepAsTyped = sameMask((typed) => typed);

/** A plain text field; also what an unknown server field type falls back to. */
export function TextWidget(props: CashierWidgetProps): ReactNode {
  return <MaskedInput widget={props} mask={keepAsTyped} />;
}
