/**
 * What the edge parser mends in an answer its schema accepts but the user could not read as sent (schemas/validators/
 * parse-payload.ts runs the entry of the payload's name after its validator, when needs-repair.ts says one applies).
 * Each repair changes the parsed answer in place and says what it changed, one sentence each, for the console.
 */
import { blankName, invertedLimits } from './needs-repair.ts';
import type { Payload, PayloadName } from './payloads.ts';
import type { Limits, PayGroup } from './types.ts';

/**
 * Limits whose minimum is above their maximum (a maximum of 0 is none) admit no amount; which one is wrong nobody can
 * tell, so neither is shown or checked: both become 0 (no limits) and the server judges the amount on submit.
 */
function mendLimits(limits: Limits, where: string): string[] {
  if (!invertedLimits(limits)) return [];
  const { min_amount: min, max_amount: max } = limits;
  limits.min_amount = limits.max_amount = 0;
  return [`${where}: min_amount ${String(min)} > max_amount ${String(max)}, limits ignored`];
}

/**
 * A method with a blank public_name is named by its short_name: a button with no name is lost to a screen reader. One
 * with neither is left out: nothing could name it, and its address (/deposit/{short_name}/) could not open it.
 */
function mendMethods(methods: PayGroup[]): string[] {
  const notes: string[] = [];
  const named = methods.filter((method) => {
    const where = `method ${String(method.id)}`;
    if (blankName(method)) {
      method.public_name = method.short_name.trim();
      notes.push(`${where}: blank public_name, ${method.public_name === '' ? 'and no short_name: left out' : `shown as "${method.public_name}"`}`);
    }
    notes.push(...method.currencies.flatMap(({ limits }) => mendLimits(limits, where)));
    return method.public_name !== '';
  });
  methods.splice(0, methods.length, ...named);
  return notes;
}

/** The repairs by payload name; a payload without one is used as it came. */
export const repairs: { readonly [N in PayloadName]?: (payload: Payload<N>) => string[] } = {
  depositMethods: (payload) => mendMethods(payload.payment_groups),
  withdrawalMethods: (payload) => mendMethods(payload.payout_groups),
  methodDetails: (payload) => mendLimits(payload.limits, 'the form'),
};
