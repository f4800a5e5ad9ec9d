import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FieldTypeEntry } from '../schemas/compiler/field-type.ts';
import { amountField } from '../schemas/compiler/fields/amount.ts';
import { cardNumberField } from '../schemas/compiler/fields/card-number.ts';
import { checkboxField } from '../schemas/compiler/fields/checkbox.ts';
import { choiceField } from '../schemas/compiler/fields/choice.ts';
import { cvvField } from '../schemas/compiler/fields/cvv.ts';
import { dateField } from '../schemas/compiler/fields/date.ts';
import { expiryField } from '../schemas/compiler/fields/expiry.ts';
import { fileUploadField } from '../schemas/compiler/fields/file-upload.ts';
import { infoField } from '../schemas/compiler/fields/info.ts';
import { inputField } from '../schemas/compiler/fields/input.ts';
import { payoutAccountField } from '../schemas/compiler/fields/payout-account.ts';
import { phoneField } from '../schemas/compiler/fields/phone.ts';
import { textField } from '../schemas/compiler/fields/text-field.ts';
import { rule as iban } from '../schemas/rules/iban.ts';
import { AmountWidget } from './amount.tsx';
import { CardNumberWidget } from './card-number.tsx';
import { CvvWidget } from './cvv.tsx';
import { ExpiryWidget } from './expiry.tsx';
import { IbanWidget } from './iban.tsx';
import { CheckboxWidget } from './checkbox.tsx';
import { HiddenWidget } from './hidden.tsx';
import { InfoWidget } from './info.tsx';
import { lazyWidget } from './lazy-widget.tsx';
import { PayoutAccountWidget } from './payout-account.tsx';
import { SavedCardsPlaceholder } from './saved-card-frame.tsx';
import { SelectWidget } from './select.tsx';
import { TextWidget } from './text.tsx';

/** A registry entry: the widget rjsf renders, and the compile step (schemas/compiler/fields/) the compiler runs. */
export type FieldTypeRegistration = FieldTypeEntry & { widget: RegistryWidgetsType[string] };

/**
 * Server field type -> widget and compile step: the one place a field type is registered. The compiler writes the
 * key as `ui:widget`; every other set of names derives from this map. TextWidget stands in where a type's own widget
 * is still to be written: replacing it is the only change that type needs.
 */
export const fieldTypes = {
  amount: { widget: AmountWidget, compile: amountField },
  cardPan: { widget: CardNumberWidget, compile: cardNumberField },
  expirationDate: { widget: ExpiryWidget, compile: expiryField },
  cardCvv: { widget: CvvWidget, compile: cvvField },
  input: { widget: TextWidget, compile: inputField },
  checkbox: { widget: CheckboxWidget, compile: checkboxField },
  check: { widget: CheckboxWidget, compile: checkboxField },
  select: { widget: SelectWidget, compile: choiceField() },
  card: { widget: lazyWidget(() => import('./saved-card.tsx'), SavedCardsPlaceholder), compile: choiceField('cardId') },
  betShop: { widget: lazyWidget(() => import('./bet-shop.tsx')), compile: choiceField() },
  payoutAccount: { widget: PayoutAccountWidget, compile: payoutAccountField },
  phone: { widget: lazyWidget(() => import('./phone.tsx')), compile: phoneField() },
  userPhoneVisible: { widget: lazyWidget(() => import('./phone.tsx')), compile: phoneField(true) },
  date: { widget: lazyWidget(() => import('./date.tsx')), compile: dateField },
  file_upload: { widget: lazyWidget(() => import('./file-upload.tsx')), compile: fileUploadField },
  disabledInputCopy: { widget: lazyWidget(() => import('./copy-field.tsx')), compile: textField({ readOnly: true, options: { copyable: true } }) },
  info: { widget: InfoWidget, compile: infoField },
  user_ip: { widget: HiddenWidget, compile: textField({ options: { hidden: true } }) },
  user_email: { widget: TextWidget, compile: textField({ autocomplete: 'email', options: { inputMode: 'email' } }) },
  user_phone: { widget: lazyWidget(() => import('./phone.tsx')), compile: phoneField() },
  user_country: { widget: TextWidget, compile: textField({ autocomplete: 'country' }) },
  user_first_name: { widget: TextWidget, compile: textField({ autocomplete: 'given-name' }) },
  user_last_name: { widget: TextWidget, compile: textField({ autocomplete: 'family-name' }) },
  user_middle_name: { widget: TextWidget, compile: textField({ autocomplete: 'additional-name' }) },
  user_tax_code: { widget: TextWidget, compile: textField({ autocomplete: 'off' }) },
  user_verified: { widget: CheckboxWidget, compile: checkboxField },
  iban: { widget: IbanWidget, compile: textField({ rule: iban.with(true), autocomplete: 'off' }) },
} as const satisfies Readonly<Record<string, FieldTypeRegistration>>;

export type FieldWidgetType = keyof typeof fieldTypes;

/** The widgets rjsf looks up by `ui:widget`, derived from the registry. */
export const fieldWidgets = Object.fromEntries(
  Object.entries(fieldTypes).map(([type, { widget }]) => [type, widget]),
) as { [Type in FieldWidgetType]: (typeof fieldTypes)[Type]['widget'] };
