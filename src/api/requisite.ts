import type { RequisiteCreated } from '../../schemas/server/v1/types.ts';
import { sendMutation } from './send-mutation.ts';

/** What POST /requisite/create is told: the new payout account, for which method, of which requisite type. */
export interface NewRequisite {
  /** The method the account is added for. */
  payGroupId: number;
  /** The form parameter's user_requisite_type_id (IBAN, card, wallet…), when the server sent one. */
  requisiteTypeId: number | null;
  /** The account as the user typed it (an IBAN, a wallet id). */
  value: string;
}

/**
 * POST /requisite/create (spec section 7): saves a new payout account and answers its requisite_id, which the payout
 * verification then confirms with a one-time code. A mutation, sent once when the user continues with a new account.
 */
export async function createRequisite(sessionId: string, requisite: NewRequisite): Promise<string> {
  const body = { pay_group_id: requisite.payGroupId, user_requisite_type_id: requisite.requisiteTypeId, value: requisite.value };
  const answer: RequisiteCreated = await sendMutation(sessionId, { kind: 'mutation', name: 'createRequisite', method: 'POST', path: '/requisite/create', payload: 'requisiteCreated', body });
  return String(answer.requisite_id);
}
