import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { navigate as navigateHistory, useHistoryState } from 'wouter/use-browser-location';
import { accountToVerify, type AccountToVerify } from '../../../schemas/account/account-to-verify.ts';
import { createdAccount, savedAccountsOf, type SavedAccountOption } from '../../../schemas/account/saved-account.ts';
import { sameStoredAccount } from '../../../schemas/account/stored-account.ts';
import { verifyStepEntry, verifyStepOwner, type VerifyStepState } from '../../../schemas/account/verify-step-entry.ts';
import type { CompiledForm, FormValues } from '../../../schemas/compiler/compiled-form.ts';
import { payoutAccountFields } from '../../../schemas/payout/payout-account.ts';
import { savedSinceIn, savedSinceOf } from '../../../schemas/payout/saved-since.ts';
import { readOverlayState } from '../../../schemas/routes/overlay-state.ts';
import type { MethodDetails, PayGroup } from '../../../schemas/server/v1/types.ts';
import { isOutcomeUnknown } from '../../api/outcome-unknown.ts';
import { createRequisite } from '../../api/requisite.ts';
import { reportFailure } from '../../app/report-error.ts';
import { findCreatedAccount } from './find-created-account.ts';
import { addSavedSince, useSavedSince } from './saved-since-store.ts';
import { forgetUnsure, rememberUnsure, unsureBeforeReload } from './unsure-account-store.ts';
import { chunkFailed } from '../../app/chunk-failed.tsx';
import { VERIFY_ACCOUNT } from '../../app/route-table.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { loadAppModals } from '../../app/view-loaders.ts';
import { translate } from '../../i18n/form.ts';
import { translate as verificationText } from '../../i18n/verification.ts';
import { userMessageOf } from '../../i18n/user-message.ts';
import { setSubmitting } from '../../store/flow-store.ts';
import { linkTo } from '../../store/session-store.ts';

const VerifyAccountDialog = lazy(() => loadAppModals().then((dialogs) => ({ default: dialogs.VerifyAccountDialog }), chunkFailed));

/** This page load: after a reload, a step's history entry names a form of another page load, whose values are gone. */
const PAGE_LOAD = crypto.randomUUID();

/** Goes back one history entry and settles once the page below shows again. */
function back(): Promise<void> {
  return new Promise((resolve) => {
    addEventListener('popstate', () => resolve(), { once: true });
    history.back();
  });
}

export interface AccountVerification {
  /** The values hold a new payout account not verified yet: the submit verifies it first ("Continue"). */
  pending: (values: FormValues) => boolean;
  /** Sends at once, or first creates the new payout account, verifies it, and then sends. */
  hold: (values: FormValues, send: () => Promise<void>) => Promise<void>;
  view: ReactNode;
  /** The payout account chosen changed (a field restart): what the form said of the one sent goes. */
  restart?: () => void;
  /** The form's values changed: an edit of the account last sent (typed in) is a restart too. */
  edit?: (values: FormValues) => void;
}

/**
 * Payout-account verification before a withdrawal (spec section 2): a submit with a new account of a field flagged
 * verify_new_payout_account creates it (POST /requisite/create), then opens /withdrawal-verify-account over the form,
 * which stays mounted with what was typed; once the code confirms the account, the withdrawal is sent. The step's
 * address with no form behind it that opened it (a reload: what was typed is gone, and no card data or IBAN is kept
 * anywhere to bring it back) puts the form's address back and says the verification was interrupted: Continue starts
 * it again.
 */
export function useAccountVerification(sessionId: string, flow: ScreenFlow, method: PayGroup, details: MethodDetails, form: CompiledForm, dismissFailure: () => void): AccountVerification {
  const [location] = useLocation();
  const overlay = readOverlayState(useHistoryState());
  const owner = verifyStepOwner(PAGE_LOAD, useId());
  const step = verifyStepEntry(location === VERIFY_ACCOUNT, overlay, owner);
  const interruptedAt = step === 'interrupted' ? overlay?.background : undefined;
  /** The accounts typed that the server has now: created (their requisite_id), or found saved (as the select answer named them). */
  const created = useRef<{ value: string; saved: SavedAccountOption }[]>([]);
  /** The typed account whose create had an unknown outcome, and the saved accounts (values) the form had then. */
  const unsure = useRef<{ value: string; before: ReadonlySet<string> } | null>(null);
  const afterVerified = useRef<(() => Promise<void>) | null>(null);
  /** Why the account could not be had; `unknown`: it may be saved (an unknown outcome, or none found out since). */
  const [failure, setFailure] = useState<{ error: unknown; unknown: boolean } | null>(null);
  /** The requisite_id the open verification step confirms. */
  const [requisiteId, setRequisiteId] = useState<string | null>(null);
  /** A step of a gone form was left for this one: said until the user continues again. */
  const [interrupted, setInterrupted] = useState(false);
  if (interruptedAt !== undefined && !interrupted) setInterrupted(true);
  // Forward onto a step this form closed (or confirmed): its code would send what the form held then, not now.
  const closedAt = step === 'open' && requisiteId === null ? overlay?.background : undefined;
  const leaveAt = interruptedAt ?? closedAt;
  useEffect(() => {
    if (leaveAt !== undefined) navigateHistory(linkTo(leaveAt), { replace: true });
  }, [leaveAt]);
  // However the step is left (Cancel, Escape, Back, a confirmed code), it is over: nothing waits for its code.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (step === 'open') wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      afterVerified.current = null;
      setRequisiteId(null);
    }
  }, [step]);

  const savedSince = useSavedSince(details);
  /**
   * The new account to confirm first, and the saved account it is when the server has it (created, found, or chosen
   * among the accounts saved since); null once its code confirmed it, or for an account the form came with.
   */
  const toVerify = (values: FormValues): { account: AccountToVerify; saved: SavedAccountOption | undefined } | null => {
    const account = accountToVerify(details.parameters, values);
    if (account === null) return null;
    const saved = created.current.find((entry) => sameStoredAccount(entry.value, account.value))?.saved ?? savedSinceOf(savedSince, account.field, account.value)?.option;
    return saved !== undefined && savedSinceOf(savedSince, account.field, saved.value)?.confirmed === true ? null : { account, saved };
  };
  const pending = (values: FormValues): boolean => toVerify(values) !== null;
  /** The saved accounts the form had when the create of `typed` (however spaced or cased) had an unknown outcome, else null. */
  const unsureOf = (typed: string): ReadonlySet<string> | null => (unsure.current !== null && sameStoredAccount(unsure.current.value, typed) ? unsure.current.before : null);
  /** The values of the last submit: an edit of a payout account it sent is a restart. */
  const sent = useRef<FormValues | null>(null);
  const hold = async (values: FormValues, send: () => Promise<void>): Promise<void> => {
    sent.current = values;
    const verify = toVerify(values);
    if (verify === null) return send();
    const { account } = verify;
    let { saved } = verify;
    setFailure(null);
    setInterrupted(false);
    if (saved === undefined) {
      setSubmitting(true);
      let lookFor: ReadonlySet<string> | null = null;
      try {
        // This form's own unknown create, or one of this tab's before a reload (whose form is gone).
        lookFor = unsureOf(account.value) ?? (await unsureBeforeReload(sessionId, method.id, account.value));
        // Unsure in this form too: a lookup that does not tell still says the account is unconfirmed.
        if (lookFor !== null) unsure.current = { value: account.value, before: lookFor };
        // The server may have saved it: found among the saved accounts, it is not created twice.
        const found = lookFor === null ? null : await findCreatedAccount(sessionId, flow.api, method, account, lookFor);
        unsure.current = null;
        saved = found ?? createdAccount(account.value, await createRequisite(sessionId, { payGroupId: method.id, requisiteTypeId: account.requisiteTypeId, value: account.value }));
        // Found, it stays looked for until verified: a reload before then must find it again.
        if (found === null) forgetUnsure(sessionId, method.id);
        created.current = [...created.current, { value: account.value, saved }];
        // The server has it now: the saved accounts offer it, chosen it asks for its code (a Cancel leaves it unconfirmed).
        addSavedSince(details, { field: account.field, option: saved, confirmed: false });
      } catch (error) {
        reportFailure(error);
        if (isOutcomeUnknown(error)) {
          // A failed lookup keeps the accounts of the first create: a reloaded form's may list the one created since.
          const before = lookFor ?? new Set([...savedAccountsOf(details.parameters, account.field).map((option) => option.value), ...savedSinceIn(savedSince, account.field)]);
          unsure.current = { value: account.value, before };
          await rememberUnsure(sessionId, method.id, account.value, before);
        }
        // A lookup that did not tell leaves it as unsure as before.
        setFailure({ error, unknown: unsureOf(account.value) !== null });
        return undefined;
      } finally {
        setSubmitting(false);
      }
    }
    // The saved account whose code the step asks for (a const: the callback below keeps it).
    const toConfirm = saved;
    setRequisiteId(toConfirm.value);
    afterVerified.current = () => {
      forgetUnsure(sessionId, method.id);
      // Confirmed: the form's saved accounts offer it as confirmed from now on (a withdrawal that fails can go to it,
      // chosen or typed again, with no second create or code).
      addSavedSince(details, { field: account.field, option: toConfirm, confirmed: true });
      return send();
    };
    const amount = values['amount'];
    const state: VerifyStepState = { background: location, owner, ...(typeof amount === 'string' ? { amount } : {}) };
    navigateHistory(linkTo(VERIFY_ACCOUNT), { state });
    return undefined;
  };
  const onVerified = (): void => {
    const proceed = afterVerified.current;
    afterVerified.current = null;
    // From the confirmed code until the withdrawal is sent, the step's page going back first, the form says it is
    // sending: a Continue pressed then meets "Processing…", never a button that does nothing.
    setSubmitting(true);
    void back().then(async () => {
      if (proceed === null) return setSubmitting(false);
      // The withdrawal's own submit says when it is over; one that could not start gives the button back.
      return proceed().catch((error: unknown) => {
        reportFailure(error);
        setSubmitting(false);
      });
    });
  };

  const view = (
    <>
      {failure !== null && (
        <p className="form-failure" role="alert">
          {/* The account may be saved (a timeout, a 504, an answer it cannot read or check): said so, never "try again". */}
          {failure.unknown ? verificationText('APP.VERIFY.ACCOUNT_UNKNOWN') : translate(flow.texts.submitFailed, { reason: userMessageOf(failure.error) })}
        </p>
      )}
      {interrupted && (
        <p className="form-notice" role="status">
          {verificationText('APP.VERIFY.INTERRUPTED')}
        </p>
      )}
      {step === 'open' && requisiteId !== null && (
        <Suspense fallback={null}>
          <VerifyAccountDialog
            sessionId={sessionId}
            requisiteId={requisiteId}
            contacts={details.trusted_contacts ?? []}
            supportUrl={details.support_url ?? null}
            onVerified={onVerified}
            onClose={() => history.back()}
          />
        </Suspense>
      )}
    </>
  );
  // Another account chosen: neither its create's failure nor the withdrawal's speaks of it.
  const restart = (): void => {
    setFailure(null);
    dismissFailure();
  };
  const edit = (values: FormValues): void => {
    const before = sent.current;
    if (before === null || payoutAccountFields(form).every((field) => values[field] === before[field])) return;
    sent.current = null;
    restart();
  };
  return { pending, hold, view, restart, edit };
}
