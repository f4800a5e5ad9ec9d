import type { FormParameter } from '../../schemas/server/v1/types.ts';
import { fieldTypes, type FieldWidgetType } from '../../field-widgets/registry.ts';

/**
 * Realistic parameters for the registry's field types. A type missing here still appears in the gallery with a
 * generic parameter (see `sampleOf`): the gallery follows the registry, this table only dresses it up.
 */
const SAMPLES: Partial<Record<FieldWidgetType, readonly FormParameter[]>> = {
  amount: [{ name: 'amount', type: 'amount', data_type: 'Float', is_required: true, label: 'Amount' }],
  cardPan: [{ name: 'card_pan', type: 'cardPan', is_required: true, label: 'Card number', place_holder: '0000 0000 0000 0000' }],
  expirationDate: [
    { name: 'month', type: 'expirationDate', extended_type: 'card_exp_month', is_required: true, label: 'Expiry date' },
    { name: 'year', type: 'expirationDate', extended_type: 'card_exp_year', is_required: true, label: 'Expiry date' },
  ],
  cardCvv: [{ name: 'card_cvv', type: 'cardCvv', is_required: true, label: 'CVV' }],
  input: [{ name: 'postal_code', type: 'input', is_required: true, label: 'Postal code', place_holder: '10115' }],
  checkbox: [{ name: 'receipt_by_email', type: 'checkbox', label: 'Send me the receipt by email' }],
  check: [{ name: 'accept_terms', type: 'check', is_required: true, label: 'I accept the terms and conditions' }],
  select: [
    {
      name: 'bank',
      type: 'select',
      is_required: true,
      label: 'Bank',
      options: [
        { label: 'Deutsche Bank', value: 'deutsche' },
        { label: 'Commerzbank', value: 'commerz' },
        { label: 'ING', value: 'ing' },
      ],
    },
  ],
  card: [
    {
      name: 'card_id',
      type: 'card',
      label: 'Saved card',
      // None preselected: "New card" stays chosen, so the typed-card fields a saved card hides show in the gallery.
      options: [
        { label: 'Visa •••• 4242', value: 'card_1' },
        { label: 'Mastercard •••• 4444', value: 'card_2' },
      ],
    },
  ],
  betShop: [
    {
      name: 'bet_shop',
      type: 'betShop',
      is_required: true,
      label: 'Bet shop',
      options: [
        { label: 'Main Street 12, Berlin', value: 'shop_12' },
        { label: 'Station Square 3, Hamburg', value: 'shop_3' },
      ],
    },
  ],
  phone: [{ name: 'phone', type: 'phone', extended_type: 'phone_with_country_plus', label: 'Phone number', place_holder: '+49 151 23456789' }],
  userPhoneVisible: [{ name: 'profile_phone', type: 'userPhoneVisible', label: 'Phone on your profile', user_requisite: '+4915123456789' }],
  date: [{ name: 'birth_date', type: 'date', label: 'Date of birth', place_holder: 'DD.MM.YYYY' }],
  file_upload: [{ name: 'id_document', type: 'file_upload', label: 'Identity document' }],
  disabledInputCopy: [{ name: 'reference', type: 'disabledInputCopy', label: 'Payment reference', user_requisite: 'PH-2024-118734' }],
  info: [{ name: 'transfer_info', type: 'info', label: 'Bank transfers arrive within one business day.' }],
  user_ip: [{ name: 'user_ip', type: 'user_ip', label: 'IP address', user_requisite: '203.0.113.7' }],
  user_email: [{ name: 'email', type: 'user_email', is_required: true, label: 'Email', place_holder: 'name@example.com' }],
  user_phone: [{ name: 'user_phone', type: 'user_phone', label: 'Mobile phone' }],
  user_country: [{ name: 'country', type: 'user_country', label: 'Country', user_requisite: 'DE' }],
  user_first_name: [{ name: 'first_name', type: 'user_first_name', label: 'First name', user_requisite: 'Anna' }],
  user_last_name: [{ name: 'last_name', type: 'user_last_name', label: 'Last name', user_requisite: 'Schmidt' }],
  user_middle_name: [{ name: 'middle_name', type: 'user_middle_name', label: 'Middle name' }],
  user_tax_code: [{ name: 'tax_code', type: 'user_tax_code', label: 'Tax code' }],
  user_verified: [{ name: 'details_verified', type: 'user_verified', label: 'I confirm my details are correct' }],
  iban: [{ name: 'iban', type: 'iban', is_required: true, label: 'IBAN', place_holder: 'DE89 3704 0044 0532 0130 00' }],
};

/** "file_upload" -> "File upload", "userPhoneVisible" -> "User phone visible". */
function humanize(type: string): string {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isRegistered(type: string): type is FieldWidgetType {
  return Object.hasOwn(fieldTypes, type);
}

/** The gallery's parameters for one field type: its sample, or a generic labelled one for a type added later. */
export function sampleOf(type: string): readonly FormParameter[] {
  const sample = isRegistered(type) ? SAMPLES[type] : undefined;
  return sample ?? [{ name: `gallery_${type.replace(/[^\w.-]/g, '_')}`, type, label: humanize(type) }];
}

/** One parameter (the expiry: its month and year) of every field type of the registry, in registry order. */
export function galleryParameters(types: readonly string[] = Object.keys(fieldTypes)): FormParameter[] {
  return types.flatMap(sampleOf);
}
