import type { CompiledField, FormValues } from '../compiler/compiled-form.ts';
import { cleanCardholderName } from '../rules/cardholder-name.ts';
import type { BrowserData, CardData, SubmissionPayload } from './submission.ts';

export interface SubmissionInput {
  fields: readonly CompiledField[];
  values: FormValues;
  currency: string;
  browserData: BrowserData;
  fingerprint: string;
}

const digitsOnly = (value: string): string => value.replace(/\D/g, '');

function filled(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

function cardData(fields: readonly CompiledField[], values: FormValues): CardData | undefined {
  const valueOf = (role: CompiledField['role']): string | undefined => {
    const field = fields.find((candidate) => candidate.role === role);
    return field === undefined ? undefined : values[field.name];
  };
  const pan = valueOf('cardNumber');
  if (!filled(pan)) return undefined;
  const [month = '', year = ''] = (valueOf('expiry') ?? '').split('/');
  const cvv = valueOf('cvv');
  const holder = cleanCardholderName(valueOf('cardholderName') ?? '');
  const digits = digitsOnly(pan);
  return {
    card_pan: digits,
    card_bin: digits.slice(0, 6),
    exp_month: month,
    exp_year: year === '' ? '' : `20${year}`,
    ...(filled(cvv) ? { cvv } : {}),
    ...(holder === '' ? {} : { cardholder_name: holder }),
  };
}

/**
 * The body of POST .../submit (spec section 3). Card fields travel in card_data only; every other non-empty form field
 * except amount goes into parameters.
 */
export function buildSubmission({ fields, values, currency, browserData, fingerprint }: SubmissionInput): SubmissionPayload {
  const parameters: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.role === 'parameter' && filled(value)) parameters[field.name] = value;
  }
  const card = cardData(fields, values);
  return {
    amount: Number(values['amount'] ?? Number.NaN),
    currency,
    ...(card === undefined ? {} : { card_data: card }),
    browser_data: browserData,
    parameters,
    fingerprint,
    is_new_payout_account: false,
  };
}
