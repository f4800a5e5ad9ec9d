import type { CompiledField, FormValues } from '../../schemas/compiler/compiled-form.ts';
import type { SubmissionPayload } from '../../schemas/payload/submission.ts';

/** Roles whose values the playground never prints in full. */
const SECRET_ROLES: ReadonlySet<CompiledField['role']> = new Set(['cardNumber', 'cvv']);

/** A card number as its last 4 digits only (PCI DSS display rule); anything shorter is hidden whole. */
export function maskPan(pan: string): string {
  const digits = pan.replace(/\D/g, '');
  return digits.length > 4 ? `•••• ${digits.slice(-4)}` : '•'.repeat(digits.length);
}

/** A secret as dots of its length, so the QA still sees whether it was filled. */
const dots = (value: string): string => '•'.repeat(value.length);

/** The submission payload with its card number, BIN and CVV masked, safe to show on screen. */
export function maskPayload(payload: SubmissionPayload): SubmissionPayload {
  const card = payload.card_data;
  if (card === undefined) return payload;
  const cvv = card.cvv === undefined ? {} : { cvv: dots(card.cvv) };
  if ('card_id' in card) {
    return { ...payload, card_data: { ...card, ...(card.card_bin === undefined ? {} : { card_bin: dots(card.card_bin) }), ...cvv } };
  }
  return { ...payload, card_data: { ...card, card_pan: maskPan(card.card_pan), card_bin: dots(card.card_bin), ...cvv } };
}

/** The form data with the card number and CVV fields masked. */
export function maskFormValues(fields: readonly CompiledField[], values: FormValues): FormValues {
  const masked: FormValues = { ...values };
  for (const field of fields) {
    const value = masked[field.name];
    if (!SECRET_ROLES.has(field.role) || typeof value !== 'string') continue;
    masked[field.name] = field.role === 'cardNumber' ? maskPan(value) : dots(value);
  }
  return masked;
}
