import { use, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import { withoutSavedCards } from '../../../schemas/compiler/without-saved-cards.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { isPositiveDecimal } from '../../../schemas/money/decimal.ts';
import { formatAmount } from '../../../schemas/money/format-amount.ts';
import { carriesPatterns } from '../../../schemas/patterns/carries-patterns.ts';
import { loadPatternEngine } from '../../../schemas/patterns/pattern-engine.ts';
import { buildSubmission } from '../../../schemas/payload/build-submission.ts';
import { applyPayloadOptions, type SubmissionBody } from '../../../schemas/payload/payload-options.ts';
import type { CashierPayload, MethodDetails, PayGroup, PaymentResult } from '../../../schemas/server/v1/types.ts';
import { methodChoiceOf, useMethodInfo, useMethods } from '../../api/methods.ts';
import { submitPayment } from '../../api/submit-payment.ts';
import { deviceFingerprint } from '../../app/fingerprint.ts';
import { overlayRoutes } from '../../app/overlay-routes.ts';
import { reportWarning } from '../../app/report-error.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/form.ts';
import { linkTo, useDevice, useTextDirection } from '../../store/session-store.ts';
import { availableOnDevice } from '../../../schemas/methods/native-pay.ts';
import { rememberLastUsedMethod, settlePayment, startPayment } from '../../store/flow-store.ts';
import { tellMerchant } from '../../embedding/outbox.ts';
import { useReady } from '../../embedding/once-notices.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { Loading } from '../status/loading.tsx';
import type { MoreInfoLink } from '../method-list/more-info-link.tsx';
import { CashierForm } from './cashier-form.tsx';
import { SubmitFailure } from './submit-failure.tsx';
import { useSubmit } from './use-submit.ts';
import { useSavedCardDeletion } from './use-saved-card-deletion.ts';
import { currentBrowserData } from '../../app/current-browser-data.ts';
import { followRedirect } from './follow-redirect.ts';
import { redirectPlace } from '../../../schemas/results/redirect-place.ts';
import { usePayoutAccounts } from './use-payout-accounts.ts';
import { serverFieldErrors } from './server-field-errors.ts';
import { useOtpStep } from '../verification/use-otp-step.tsx';
import { useAccountVerification } from '../verification/use-account-verification.tsx';
import { AccountBlockRedirect, useAccountBlock } from '../verification/account-block-redirect.tsx';

interface FlowScreenProps {
  sessionId: string;
  flow: ScreenFlow;
  /**
   * The method's "more information" link (opens /content over the form). Handed down by the app rather than imported:
   * a static import of it from this lazy chunk makes Rolldown 1.2 split modules out of the entry chunk (rolldown#10731).
   */
  InfoLink: typeof MoreInfoLink;
}

interface MethodFormProps extends FlowScreenProps {
  method: PayGroup;
  details: MethodDetails;
  payload: Pick<CashierPayload, 'user_balance'>;
}

/**
 * Where a submit answer leads in this flow: the redirect it names, or the flow's result page (the payment settled). A
 * provider page that opens in a new tab leaves this frame on the processing page: the payment is under way there.
 */
function useAnswerHandler(sessionId: string, flow: ScreenFlow): (answer: PaymentResult) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (answer: PaymentResult) => {
      const step = flow.nextStep(answer);
      switch (step.kind) {
        case 'redirect': {
          const place = redirectPlace(step.redirect.target, window.parent !== window);
          followRedirect(step.redirect, place);
          if (place !== '_blank') return;
          settlePayment(sessionId, flow.type, 'processing');
          return navigate(linkTo(flow.routes.result('processing')));
        }
        case 'result':
          settlePayment(sessionId, flow.type, step.status);
          return navigate(linkTo(flow.routes.result(step.status)));
        default: {
          const unknown: never = step;
          return unknown;
        }
      }
    },
    [sessionId, flow, navigate],
  );
}

function MethodForm({ sessionId, flow, method, details, payload, InfoLink }: MethodFormProps): ReactNode {
  // Before compiling: the compiler asks the engine which patterns it can run. Forms without patterns never fetch it.
  if (carriesPatterns(details.parameters, details.amount_reg_exp_fe)) use(loadPatternEngine());
  const currency = useMemo(() => ({ alpha3: details.currency.alpha3, precision: details.currency.precision }), [details]);
  const dir = useTextDirection();
  const cards = useSavedCardDeletion(sessionId);
  const form = useMemo(
    () =>
      compileForm(
        withoutSavedCards(details.parameters, cards.deleted),
        {
          flow: flow.type,
          currency: details.currency,
          limits: details.limits,
          presetAmount: details.preset_amount ?? null,
          amountBlocks: details.amount_blocks ?? [],
          amountPattern: details.amount_reg_exp_fe ?? null,
          amountDecimals: details.currency.precision,
          autoSubmit: details.auto_submit === true,
          ...flow.compileContext(payload),
          ...(flow.payoutAccounts === null ? {} : { allowNewPayoutAccount: flow.payoutAccounts.newAccountAllowed(details) }),
        },
        fieldTypes,
      ),
    [details, cards.deleted, flow, payload],
  );
  const payout = usePayoutAccounts(flow, method.id, form, details);
  useEffect(() => form.problems.forEach((problem) => reportWarning(`${method.public_name}: ${problem.message}`)), [form, method]);
  const send = useCallback(
    async (body: SubmissionBody, signal: AbortSignal, idempotencyKey: string) => {
      const answer = await submitPayment(sessionId, flow.api, method.id, body, signal, idempotencyKey);
      rememberLastUsedMethod(method.id);
      return answer;
    },
    [sessionId, flow, method],
  );
  const overlays = useMemo(() => overlayRoutes(flow, linkTo), [flow]);
  const otp = useOtpStep(sessionId, method.id, form.fields, useAnswerHandler(sessionId, flow));
  const verification = useAccountVerification(sessionId, method, details);
  const { submit, submitting, failure, expired } = useSubmit(send, otp.onAnswer);
  const serverErrors = useMemo(() => serverFieldErrors(failure), [failure]);
  useReady();
  useEffect(() => tellMerchant({ type: 'form', target: 'cashier', event: 'open', method: method.short_name }), [method]);

  return (
    <section className="panel" aria-labelledby="form-title">
      <Link href={linkTo(flow.routes.list)} className="back-link">
        {translate('APP.FORM.BACK')}
      </Link>
      <h1 id="form-title" className="panel__title">
        {method.public_name}
      </h1>
      <InfoLink url={method.info} methodName={method.public_name} />
      <CashierForm
        form={payout.form}
        overrides={payout.overrides}
        serverErrors={serverErrors}
        overlays={overlays}
        currency={currency}
        submitting={submitting}
        submitDisabled={expired}
        onDeleteCard={cards.onDeleteCard}
        submitLabel={(values) => {
          if (payout.continueLabel !== null) return translate(payout.continueLabel);
          const amount = values['amount'];
          if (verification.pending(values)) return translate('APP.PAYOUT.CONTINUE');
          return translate(flow.texts.submit, { amount: typeof amount === 'string' && isPositiveDecimal(amount) ? formatAmount(amount, currency, { dir }) : '' }).trim();
        }}
        onSubmit={(values) => {
          const submission = buildSubmission({
            fields: form.fields,
            values,
            currency: currency.alpha3,
            browserData: currentBrowserData(),
            fingerprint: deviceFingerprint(),
          });
          submission.is_new_payout_account = payout.isNewAccount(values);
          if (otp.reopen(submission)) return undefined;
          // save_card defaults to true (spec section 3): only an unticked box keeps the card from being saved.
          const body = applyPayloadOptions(submission, flow.payloadOptions, { saveCard: values['save_card'] !== false });
          return verification.hold(values, () => {
            startPayment({ sessionId, flow: flow.type, amount: submission.amount?.toJSON() ?? null, currency: currency.alpha3 });
            tellMerchant({ type: 'form', target: 'cashier', event: 'submit', method: method.short_name });
            return otp.send(submission, () => submit(body));
          });
        }}
      >
        {cards.failed && (
          <p className="form-failure" role="alert">
            {translate('APP.CARD.DELETE_FAILED')}
          </p>
        )}
        <SubmitFailure failure={failure} expired={expired} />
        {verification.view}
        {otp.view}
      </CashierForm>
    </section>
  );
}

/** The form of one method of a flow, deep-linkable as /{flow}/{provider}/. */
export default function MethodFormScreen({ sessionId, flow, provider, InfoLink }: FlowScreenProps & { provider: string }): ReactNode {
  const methods = useMethods(sessionId, flow.api);
  const device = useDevice();
  const method = methods.data?.methods.find((candidate) => candidate.short_name === provider && availableOnDevice(candidate, device));
  const info = useMethodInfo(sessionId, flow.api, methodChoiceOf(method));
  // A withdrawal whose new payout accounts cannot be verified shows the account-blocked screen instead (spec section 2).
  const block = useAccountBlock(info.data);

  if (methods.error !== undefined) return <ErrorScreen error={methods.error} onRetry={methods.reload} />;
  if (methods.data === undefined) return <Loading />;
  if (method === undefined) return <ErrorScreen message={translate('APP.ERROR.NO_METHOD')} error={new Error(`There is no payment method "${provider}" in this session.`)} />;
  if (info.error !== undefined) return <ErrorScreen error={info.error} onRetry={info.reload} />;
  if (info.data === undefined) return <Loading />;
  if (block !== null) return <AccountBlockRedirect block={block} supportUrl={info.data.support_url ?? null} />;
  return <MethodForm sessionId={sessionId} flow={flow} method={method} details={info.data} payload={methods.data.payload} InfoLink={InfoLink} />;
}
