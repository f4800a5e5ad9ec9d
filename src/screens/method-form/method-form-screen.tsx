import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import { withoutSavedCards } from '../../../schemas/compiler/without-saved-cards.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { formatAmount } from '../../../schemas/money/format-amount.ts';
import { buildSubmission } from '../../../schemas/payload/build-submission.ts';
import type { MethodDetails, PayGroup } from '../../../schemas/server/v1/types.ts';
import { useDepositMethods } from '../../api/deposit-methods.ts';
import { useDepositMethodInfo } from '../../api/deposit-method-info.ts';
import { useDeleteUserCard } from '../../api/user-cards.ts';
import { deviceFingerprint } from '../../app/fingerprint.ts';
import { paths } from '../../app/paths.ts';
import { reportError, reportWarning } from '../../app/report-error.ts';
import { translate } from '../../i18n/form.ts';
import { userMessageOf } from '../../i18n/user-message.ts';
import { linkTo } from '../../store/session-store.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { Loading } from '../status/loading.tsx';
import { CashierForm } from './cashier-form.tsx';
import { useSubmit } from './use-submit.ts';
import { currentBrowserData } from '../../app/current-browser-data.ts';

interface DepositFormProps {
  sessionId: string;
  method: PayGroup;
  details: MethodDetails;
}

/**
 * Saved cards the user deleted in this visit, and whether the last delete failed. A deleted card leaves the choices
 * once the server confirms; on failure it stays and an alert says so.
 */
function useSavedCardDeletion(sessionId: string): { deleted: ReadonlySet<string>; failed: boolean; onDeleteCard: (cardId: string) => void } {
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const { trigger } = useDeleteUserCard(sessionId);
  const onDeleteCard = useCallback(
    (cardId: string) => {
      setFailed(false);
      trigger(cardId).then(
        () => setDeleted((previous) => new Set(previous).add(cardId)),
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          reportError(failure.message, failure);
          setFailed(true);
        },
      );
    },
    [trigger],
  );
  return { deleted, failed, onDeleteCard };
}

function DepositForm({ sessionId, method, details }: DepositFormProps): ReactNode {
  const currency = useMemo(() => ({ alpha3: details.currency.alpha3, precision: details.currency.precision }), [details]);
  const cards = useSavedCardDeletion(sessionId);
  const form = useMemo(
    () =>
      compileForm(withoutSavedCards(details.parameters, cards.deleted), {
        flow: 'deposit',
        currency: details.currency,
        limits: details.limits,
        presetAmount: details.preset_amount ?? null,
        amountBlocks: details.amount_blocks ?? [],
        amountPattern: details.amount_reg_exp_fe ?? null,
        amountDecimals: details.currency.precision,
        autoSubmit: details.auto_submit === true,
      }, fieldTypes),
    [details, cards.deleted],
  );
  useEffect(() => form.problems.forEach((problem) => reportWarning(`${method.public_name}: ${problem.message}`)), [form, method]);
  const { submit, submitting, failure } = useSubmit(sessionId, method.id);

  return (
    <section className="panel" aria-labelledby="form-title">
      <Link href={linkTo(paths.deposit.build())} className="back-link">
        {translate('APP.FORM.BACK')}
      </Link>
      <h1 id="form-title" className="panel__title">
        {method.public_name}
      </h1>
      <CashierForm
        form={form}
        currency={currency}
        submitting={submitting}
        onDeleteCard={cards.onDeleteCard}
        submitLabel={(values) => {
          const amount = Number(values['amount']);
          return translate('APP.FORM.SUBMIT', { amount: Number.isFinite(amount) && amount > 0 ? formatAmount(amount, currency) : '' }).trim();
        }}
        onSubmit={(values) =>
          submit(
            buildSubmission({
              fields: form.fields,
              values,
              currency: currency.alpha3,
              browserData: currentBrowserData(),
              fingerprint: deviceFingerprint(),
            }),
          )
        }
      >
        {cards.failed && (
          <p className="form-failure" role="alert">
            {translate('APP.CARD.DELETE_FAILED')}
          </p>
        )}
        {failure !== null && (
          <p className="form-failure" role="alert">
            {translate('APP.ERROR.SUBMIT_FAILED', { reason: userMessageOf(failure) })}
          </p>
        )}
      </CashierForm>
    </section>
  );
}

/** The form of one deposit method, deep-linkable as /deposit/{provider}/. */
export default function MethodFormScreen({ sessionId, provider }: { sessionId: string; provider: string }): ReactNode {
  const methods = useDepositMethods(sessionId);
  const method = methods.data?.payment_groups.find((candidate) => candidate.short_name === provider);
  const entry = method?.currencies[0];
  const info = useDepositMethodInfo(sessionId, method === undefined || entry === undefined ? undefined : { id: method.id, currency: entry.currency.alpha3 });

  if (methods.error !== undefined) return <ErrorScreen error={methods.error} onRetry={() => void methods.mutate()} />;
  if (methods.data === undefined) return <Loading />;
  if (method === undefined) return <ErrorScreen error={new Error(`There is no payment method "${provider}" in this session.`)} />;
  if (info.error !== undefined) return <ErrorScreen error={info.error} onRetry={() => void info.mutate()} />;
  if (info.data === undefined) return <Loading />;
  return <DepositForm sessionId={sessionId} method={method} details={info.data} />;
}
