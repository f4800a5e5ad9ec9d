import type { ReactNode } from 'react';
import { normaliseIban } from '../schemas/rules/iban.ts';
import { MaskedInput, type CashierWidgetProps } from './masked-input.tsx';

/** Stores the IBAN without spaces, upper-cased as typed, and shows it in groups of 4 (the paper format). */
const mask = (typed: string): { value: string; display: string } => {
  const value = normaliseIban(typed).replace(/[^A-Z0-9]/g, '').slice(0, 34);
  return { value, display: value.replace(/(.{4})(?=.)/g, '$1 ') };
};

/** An IBAN (field type `iban`). */
export function IbanWidget(props: CashierWidgetProps): ReactNode {
  return <MaskedInput widget={props} mask={mask} inputMode="text" />;
}
