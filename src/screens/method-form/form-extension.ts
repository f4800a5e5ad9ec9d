import type { ReactNode } from 'react';
import type { CompiledForm } from '../../../schemas/compiler/compiled-form.ts';
import type { FormContext } from '../../../schemas/compiler/field-type.ts';
import type { PayoutCharges } from '../../../schemas/rules/payout-received.ts';
import type { MethodDetails, PayGroup } from '../../../schemas/server/v1/types.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import type { AccountVerification } from '../verification/use-account-verification.tsx';
import type { PayoutAccountsForm } from './use-payout-accounts.tsx';

/**
 * What a flow adds to the generic method form, as hooks. A flow that pays out to the user's own accounts
 * (`flow.payoutAccounts`) loads its extension (payout accounts, their verification, the account block) in a chunk of
 * its own; every other form uses `plainForm`, so a deposit's form downloads none of that code.
 */
export interface FormExtension {
  /** What shows instead of the form (the account-blocked screen), or null for the form. */
  useStandIn: (details: MethodDetails | undefined) => ReactNode;
  /** `charges`: the method's fee and the session's tax, which a payout takes out of the amount. */
  usePayoutAccounts: (flow: ScreenFlow, payGroupId: number, compiled: CompiledForm, details: MethodDetails, charges: PayoutCharges) => PayoutAccountsForm;
  /** `form` is the one shown (its payout-account fields); `dismissFailure` takes the submit's failure off it (the account it was sent with changed). */
  useAccountVerification: (sessionId: string, flow: ScreenFlow, method: PayGroup, details: MethodDetails, form: CompiledForm, dismissFailure: () => void) => AccountVerification;
  /** What a form drawn afresh takes back from the history entry it opens on (the amount typed before a step's reload). */
  resumed: () => Pick<FormContext, 'typedAmount'>;
}

const NOT_NEW = (): boolean => false;
const NO_VERIFICATION: AccountVerification = { pending: NOT_NEW, hold: (_values, send) => send(), view: null };

/** A form of a flow without payout accounts: the form as compiled, sent at once. Calls no hook. */
export const plainForm: FormExtension = {
  useStandIn: () => null,
  usePayoutAccounts: (_flow, _payGroupId, compiled) => ({ form: compiled, overrides: {}, continueLabel: null, isNewAccount: NOT_NEW, view: null }),
  useAccountVerification: () => NO_VERIFICATION,
  resumed: () => ({}),
};
