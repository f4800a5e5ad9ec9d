import type { AccountToVerify } from '../../../schemas/account/account-to-verify.ts';
import { findSavedAccount, savedAccountsOf, type SavedAccountOption } from '../../../schemas/account/saved-account.ts';
import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import type { GroupsApi } from '../../api/groups-api.ts';
import { getMethodInfo, methodChoiceOf } from '../../api/methods.ts';

/**
 * After a POST /requisite/create with an unknown outcome (the spec has no lookup call, nor an idempotency key for it):
 * asks the method's select call again, the one its form was loaded with, and looks for the typed account among its
 * field's saved accounts. Resolves with the one found (its id and label), or null when it is not saved (it may be
 * created); rejects when the answer does not tell (the call failed, or several saved accounts fit): then nothing may be
 * created.
 */
export async function findCreatedAccount(sessionId: string, api: GroupsApi, method: PayGroup, account: AccountToVerify, before: ReadonlySet<string>): Promise<SavedAccountOption | null> {
  const choice = methodChoiceOf(method);
  // Never so: a method without a currency has no form to type an account in.
  if (choice === undefined) throw new Error(`${method.short_name} has no currency to ask its saved accounts in.`);
  const details = await getMethodInfo(sessionId, api, choice);
  const lookup = findSavedAccount(account.value, savedAccountsOf(details.parameters, account.field), before);
  if (lookup === 'unclear') throw new Error(`Several new saved accounts of ${account.field} fit the one typed: none is taken, none created.`);
  return lookup === 'absent' ? null : lookup.found;
}
