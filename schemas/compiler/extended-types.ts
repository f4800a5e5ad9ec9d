import type { FormParameter } from '../server/v1/types.ts';

/**
 * Extended types that make a parameter another field type (spec section 3): a card part or a bet shop sent as a
 * plain `input`, a phone variant, the save-requisites checkbox. Every other extended type refines its own field type
 * and reaches the widget as `ui:options.extendedType`.
 */
const AS_FIELD_TYPE: Readonly<Record<string, string>> = {
  card_pan: 'cardPan',
  card_cvv: 'cardCvv',
  card_exp_month: 'expirationDate',
  card_exp_year: 'expirationDate',
  bet_shop: 'betShop',
  disabled_input_copy: 'disabledInputCopy',
  save_requisites: 'checkbox',
  phone_with_country: 'phone',
  phone_without_country: 'phone',
  phone_with_country_plus: 'phone',
  Phone: 'phone',
};

/**
 * save_requisites on a String parameter marks a payout account, not the save-requisites checkbox: a select of saved
 * accounts becomes the payout-account field (choose one or type a new one); a typed account (a new IBAN) keeps its type.
 */
function aliasOf(param: FormParameter): string | undefined {
  const extended = param.extended_type ?? '';
  if (extended === 'save_requisites' && param.data_type === 'String') return param.type === 'select' ? 'payoutAccount' : undefined;
  return Object.hasOwn(AS_FIELD_TYPE, extended) ? AS_FIELD_TYPE[extended] : undefined;
}

/** The field type a parameter compiles as: the one its extended type stands for when registered, else its own. */
export function fieldTypeOf(param: FormParameter, registered: (type: string) => boolean): string {
  const alias = aliasOf(param);
  return alias !== undefined && registered(alias) ? alias : param.type;
}

/** Whether a parameter is the given card part, by type or by extended type. */
export function isCardPart(param: FormParameter, type: 'cardPan' | 'cardCvv' | 'expirationDate'): boolean {
  return param.type === type || (Object.hasOwn(AS_FIELD_TYPE, param.extended_type ?? '') && AS_FIELD_TYPE[param.extended_type ?? ''] === type);
}

/** Spec section 5: checkout names the expiry parts card_exp_month / card_exp_year, deposit month / year. */
export function isExpiryMonth(param: FormParameter): boolean {
  return param.extended_type === 'card_exp_month' || param.name === 'month' || param.name === 'card_exp_month';
}
