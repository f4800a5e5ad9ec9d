import type { ReactNode } from 'react';
import { EXPIRY_MAX_LENGTH, maskExpiry } from '../schemas/format/expiry.ts';
import { MaskedInput, sameMask, type CashierWidgetProps } from './masked-input.tsx';

const mask = sameMask(maskExpiry);

/** Expiry as MM/YY with the slash added as the user types. */
export function ExpiryWidget(props: CashierWidgetProps): ReactNode {
  return <MaskedInput widget={props} mask={mask} inputMode="numeric" maxLength={EXPIRY_MAX_LENGTH} />;
}
