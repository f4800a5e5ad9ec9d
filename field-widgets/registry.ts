import type { RegistryWidgetsType } from '@rjsf/utils';
import { AmountWidget } from './amount';
import { CardNumberWidget } from './card-number';
import { CvvWidget } from './cvv';
import { ExpiryWidget } from './expiry';
import { TextWidget } from './text';

/** Server field type -> widget. The one place a field type is registered; every other set of names derives from it. */
export const fieldWidgets = {
  amount: AmountWidget,
  cardPan: CardNumberWidget,
  expirationDate: ExpiryWidget,
  cardCvv: CvvWidget,
  input: TextWidget,
} as const satisfies RegistryWidgetsType;

export type FieldWidgetType = keyof typeof fieldWidgets;
