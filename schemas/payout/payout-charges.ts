import type { CompiledForm } from '../compiler/compiled-form.ts';
import { rule as payoutReceived, type PayoutCharges } from '../rules/payout-received.ts';

/**
 * The withdrawal form whose amount must leave the user something once the fee and tax come out of it (rule
 * payoutReceived); the form as it came when it has no amount field.
 */
export function withPayoutCharges(form: CompiledForm, charges: PayoutCharges): CompiledForm {
  const name = form.fields.find((field) => field.role === 'amount')?.name;
  const property = name === undefined ? undefined : form.schema.properties[name];
  if (name === undefined || property === undefined) return form;
  const amount = { ...property, 'x-rule': { ...property['x-rule'], ...payoutReceived.with(charges) } };
  return { ...form, schema: { ...form.schema, properties: { ...form.schema.properties, [name]: amount } } };
}
