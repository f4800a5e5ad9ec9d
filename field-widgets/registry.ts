import type { RegistryWidgetsType } from '@rjsf/utils';
import { AmountWidget } from './amount.tsx';
import { CardNumberWidget } from './card-number.tsx';
import { CvvWidget } from './cvv.tsx';
import { ExpiryWidget } from './expiry.tsx';
import { TextWidget } from './text.tsx';

/** Server field type -> widget. The one place a field type is registered; every other set of names derives from it. */
export const fieldWidgets = {
  amount: AmountWidget,
  cardPan: CardNumberWidget,
  expirationDate: ExpiryWidget,
  cardCvv: CvvWidget,
  input: TextWidget,
} as const satisfies RegistryWidgetsType;

export type FieldWidgetType = keyof typeof fieldWidgets;
