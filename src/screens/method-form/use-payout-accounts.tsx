import { useCallback, useMemo, type ReactNode } from 'react';
import type { CompiledForm, FormValues } from '../../../schemas/compiler/compiled-form.ts';
import { withChosenCard } from '../../../schemas/payout/chosen-card.ts';
import { withPayoutCharges } from '../../../schemas/payout/payout-charges.ts';
import type { PayoutCharges } from '../../../schemas/rules/payout-received.ts';
import type { NewAccountRules } from '../../../schemas/payout/new-account.ts';
import { isNewPayoutAccount, lockedAccountFields, payoutAccountFields } from '../../../schemas/payout/payout-account.ts';
import { pageSentence } from '../../../schemas/format/page-sentence.ts';
import { isolateServerValue } from '../../../schemas/format/server-value.ts';
import { withSavedSince } from '../../../schemas/payout/saved-since.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import type { FormKey } from '../../i18n/message-key.ts';
import { translate } from '../../i18n/verification.ts';
import { chosenPayoutCard } from '../../store/payout-store.ts';
import { useTextDirection } from '../../store/session-store.ts';
import { useSavedSince } from '../verification/saved-since-store.ts';
import { SupportLink } from '../verification/support-link.tsx';
import type { FieldOverrides } from './field-overrides.ts';

/** What a flow that pays out to the user's accounts changes in a method form (spec sections 2-4). */
export interface PayoutAccountsForm {
  /** The form starting on the card picked on the card list, offering the accounts saved since its answer came. */
  form: CompiledForm;
  /** Account fields locked because a new account cannot be added and none is saved. */
  overrides: FieldOverrides;
  /** The submit's label when the form sends to a payout account (Continue), else null. */
  continueLabel: FormKey | null;
  /** is_new_payout_account of the submit body. */
  isNewAccount: (values: FormValues) => boolean;
  /** What the form shows below its fields: where to reach support when an account field is locked. */
  view: ReactNode;
}

const NO_OVERRIDES: FieldOverrides = {};

/**
 * The payout-account rules of a method form of a flow that pays out to the user's accounts (the payout form extension
 * calls it only for such flows; `plainForm` stands in for the others). `charges` (the fee and tax, which come out of the
 * amount) make the amount refuse a payout they use up whole.
 */
export function usePayoutAccounts(
  flow: ScreenFlow,
  payGroupId: number,
  compiled: CompiledForm,
  details: NewAccountRules & { support_url?: string | null },
  charges?: PayoutCharges,
): PayoutAccountsForm {
  const accounts = flow.payoutAccounts;
  if (accounts === null) throw new Error(`The ${flow.type} flow has no payout accounts: its forms use plainForm.`);
  const savedSince = useSavedSince(details);
  const dir = useTextDirection();
  const form = useMemo(() => {
    // An account its code has not confirmed yet, as the list names it: "DE44 •••• 4931 (not confirmed)"; the server's
    // label on its own in its direction, an Arabic one on an English page too.
    const unconfirmed = (label: string): string => pageSentence(translate('APP.VERIFY.UNCONFIRMED_ACCOUNT', { account: isolateServerValue(label, dir) }), dir);
    const charged = charges === undefined ? compiled : withPayoutCharges(compiled, charges);
    return withSavedSince(withChosenCard(charged, chosenPayoutCard(payGroupId)), savedSince, unconfirmed);
  }, [compiled, payGroupId, savedSince, dir, charges]);
  const overrides = useMemo<FieldOverrides>(() => {
    const locked = lockedAccountFields(form, details);
    return locked.length === 0 ? NO_OVERRIDES : Object.fromEntries(locked.map((name) => [name, { disabled: true, error: 'APP.PAYOUT.NEW_ACCOUNT_DISABLED' }]));
  }, [form, details]);
  const isNewAccount = useCallback((values: FormValues) => isNewPayoutAccount(form, values), [form]);
  // A locked account field says "Contact support to withdraw": the link to support stands below the fields.
  const view = overrides === NO_OVERRIDES ? null : (
    <p className="payout-account__support">
      <SupportLink url={details.support_url ?? null} label={translate('APP.VERIFY.CONTACT_SUPPORT')} className="link-button" />
    </p>
  );
  return { form, overrides, continueLabel: payoutAccountFields(form).length > 0 ? accounts.continueLabel : null, isNewAccount, view };
}
