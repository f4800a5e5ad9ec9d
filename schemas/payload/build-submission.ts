import type { CompiledField, FormValue, FormValues } from '../compiler/compiled-form.ts';
import { isSavedCardId } from '../compiler/new-card.ts';
import { toIsoDate } from '../rules/date.ts';
import { numericText } from '../rules/bound-rule.ts';
import { cleanCardholderName } from '../rules/cardholder-name.ts';
import type { BrowserData, CardData, ParameterValue, SubmissionPayload } from './submission.ts';
import { ExactNumber } from './exact-number.ts';

export interface SubmissionInput {
  fields: readonly CompiledField[];
  values: FormValues;
  currency: string;
  browserData: BrowserData;
  fingerprint: string;
}

const digitsOnly = (value: string): string => value.replace(/\D/g, '');

function filled(value: FormValue | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * A parameter's payload value by its encoding (spec section 5): numbers and booleans kept as such, a date as the ISO
 * string of the UTC day it names in its own format ('' when blank), other empty values dropped (undefined).
 */
export function encodeParameter({ encoding }: CompiledField, value: FormValue | undefined): ParameterValue | undefined {
  if (typeof encoding === 'object') return typeof value === 'string' ? (toIsoDate(value, encoding.isoDate) ?? undefined) : '';
  switch (encoding) {
    case 'boolean':
      return typeof value === 'boolean' ? value : value === 'true';
    case 'number': {
      if (!filled(value)) return undefined;
      // Every digit as typed: an account number typed as Integer has more digits than a JS number keeps.
      const text = numericText(value);
      return (text === null ? null : ExactNumber.of(text)) ?? value;
    }
    case 'text':
      return filled(value) ? value : undefined;
    case 'none':
      return undefined;
    default: {
      const unknownEncoding: never = encoding;
      throw new Error(`Unknown payload encoding: ${String(unknownEncoding)}`);
    }
  }
}

function cardData(fields: readonly CompiledField[], values: FormValues): CardData | undefined {
  const valueOf = (role: CompiledField['role']): string | undefined => {
    const field = fields.find((candidate) => candidate.role === role);
    const value = field === undefined ? undefined : values[field.name];
    return typeof value === 'string' ? value : undefined;
  };
  const cvv = valueOf('cvv');
  const cardId = valueOf('cardId');
  if (isSavedCardId(cardId)) {
    const bin = digitsOnly(valueOf('cardBin') ?? '');
    return { card_id: cardId, ...(bin === '' ? {} : { card_bin: bin }), ...(filled(cvv) ? { cvv } : {}) };
  }
  const pan = valueOf('cardNumber');
  if (!filled(pan)) return undefined;
  const [month = '', year = ''] = (valueOf('expiry') ?? '').split('/');
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
 * except amount goes into parameters. A chosen saved card sends `{ card_id, card_bin?, cvv? }` and none of the typed
 * card fields; the "new card" choice (no id, `new` or blank) sends the typed card without card_id.
 */
export function buildSubmission({ fields, values, currency, browserData, fingerprint }: SubmissionInput): SubmissionPayload {
  const parameters: Record<string, ParameterValue> = {};
  for (const field of fields) {
    const value = field.role === 'parameter' ? encodeParameter(field, values[field.name]) : undefined;
    if (value !== undefined) parameters[field.name] = value;
  }
  const card = cardData(fields, values);
  return {
    amount: typeof values['amount'] === 'string' ? ExactNumber.of(values['amount']) : null,
    currency,
    ...(card === undefined ? {} : { card_data: card }),
    browser_data: browserData,
    parameters,
    fingerprint,
    is_new_payout_account: false,
  };
}
