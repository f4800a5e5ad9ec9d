import { lazy, Suspense, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import { withoutSavedCards } from '../../../schemas/compiler/without-saved-cards.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { formMoney } from '../../../schemas/money/form-money.ts';
import { carriesPatterns } from '../../../schemas/patterns/carries-patterns.ts';
import { loadPatternEngine } from '../../../schemas/patterns/pattern-engine.ts';
import type { CashierPayload, MethodDetails, PayGroup, PaymentResult } from '../../../schemas/server/v1/types.ts';
import { methodChoiceOf, useMethodInfo, useMethods } from '../../api/methods.ts';
import { overlayRoutes } from '../../app/overlay-routes.ts';
import { reportWarning } from '../../app/report-error.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/form.ts';
import { linkTo, useDevice, useTextDirection } from '../../store/session-store.ts';
import { availableOnDevice } from '../../../schemas/methods/native-pay.ts';
import { reopenedPayment, startPayment } from '../../store/flow-store.ts';
import { reopenedAmount } from '../../../schemas/results/reopened-amount.ts';
import { tellMerchant } from '../../embedding/outbox.ts';
import { useFormOpenedNotice, useReady } from '../../embedding/once-notices.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { MethodFailed, UnknownMethod } from './unknown-method.tsx';
import { Loading } from '../status/loading.tsx';
import { MoreInfoLink } from '../method-list/more-info-link.tsx';
import { methodInfoLine } from '../method-list/method-info.ts';
import { loadChunk } from '../../telemetry/errors/chunk-load.ts';
import './method-form.css';
import { CashierForm } from './cashier-form.tsx';
import { formContextOf } from './form-context.ts';
import { submitLabelOf } from './submit-label.ts';
import { SubmitFailure } from './submit-failure.tsx';
import { useDocumentUpload } from './use-document-upload.ts';
import { useIntentSlot, usePaymentSender, useSubmit } from './use-submit.ts';
import { usePaymentNotice } from './payment-notice.tsx';
import { formActions } from './form-actions-chunk.ts';
import { useRefusal } from './use-refusal.ts';
import { usePrefetchWhenIdle } from '../../app/deferred-chunk.ts';
import { useSavedCardDeletion } from './use-saved-card-deletion.ts';
import { useSavedCardSource } from './saved-card-source.ts';
import type { RoutingStart } from '../routing/routing-step.tsx';
import type { SubmissionPayload } from '../../../schemas/payload/submission.ts';
import { useOtpStep } from '../verification/use-otp-step.tsx';
import { plainForm, type FormExtension } from './form-extension.ts';
import { ChunkFailed, chunkFailed } from '../../app/chunk-failed.tsx';
import { lazyComponent } from '../../app/lazy-component.ts';

/** Only forms with a bonus show it; its code loads with the first, and the form waits for it (drawn late, it pushed the fields down). */
const BonusRibbon = lazyComponent(() => loadChunk(() => import('./bonus-ribbon.tsx'))().catch(chunkFailed));

/** Only routable methods show it: its code loads when their first form is sent. */
const RoutingStep = lazy(() => loadChunk(() => import('../routing/routing-step.tsx'))().catch(chunkFailed));

/** The {form} segment of the routing step's address: {flow}/{provider}/route. */
const ROUTING_FORM = 'route';

let payoutForm: Promise<FormExtension> | undefined;
/** The payout flows' form extension, fetched once, when the first of their forms opens (`use` needs one promise). */
const loadPayoutForm = (): Promise<FormExtension> =>
  (payoutForm ??= loadChunk(() => import('../verification/payout-form.tsx'))().then((module) => module.payoutForm));

interface FlowScreenProps {
  sessionId: string;
  flow: ScreenFlow;
}

interface MethodFormProps extends FlowScreenProps {
  extension: FormExtension;
  /** The step the address names after the method (deposit/{provider}/{form}): the routing step, or none. */
  formStep: string | undefined;
  method: PayGroup;
  details: MethodDetails;
  payload: Pick<CashierPayload, 'user_balance' | 'tax' | 'user_bonuses'>;
}

function MethodForm({ sessionId, flow, extension, formStep, method, details, payload }: MethodFormProps): ReactNode {
  // Before compiling: the compiler asks the engine which patterns it can run. Forms without patterns never fetch it.
  if (carriesPatterns(details.parameters, details.amount_reg_exp_fe)) use(loadPatternEngine());
  const currency = useMemo(() => ({ alpha3: details.currency.alpha3, precision: details.currency.precision }), [details]);
  const dir = useTextDirection();
  const cards = useSavedCardDeletion(sessionId);
  const money = useMemo(() => formMoney(details, payload, method.id, flow.type), [details, payload, method, flow]);
  const upload = useDocumentUpload(sessionId, flow.api, method.id);
  // "Try again" on this method's decline, or browser Back to it from the decline or the issuer's page: the amount sent.
  const [presetAmount] = useState(() => reopenedAmount(reopenedPayment(sessionId), method.short_name) ?? details.preset_amount ?? null);
  const [resumed] = useState(extension.resumed);
  const formContext = useMemo(() => formContextOf(details, flow, payload, presetAmount, resumed), [details, flow, payload, presetAmount, resumed]);
  const form = useMemo(() => compileForm(withoutSavedCards(details.parameters, cards.deleted), formContext, fieldTypes), [details, cards.deleted, formContext]);
  const charges = useMemo(() => ({ ...money.rules, precision: currency.precision }), [money, currency]);
  const payout = extension.usePayoutAccounts(flow, method.id, form, details, charges);
  const submitLabel = useMemo(() => submitLabelOf(flow.texts.submit, currency, dir), [flow, currency, dir]);
  useEffect(() => form.problems.forEach((problem) => reportWarning(`${method.public_name}: ${problem.message}`)), [form, method]);
  const savedCards = useSavedCardSource(sessionId, form, details.limits.max_recurring_amount);
  const send = usePaymentSender(sessionId, flow, method.id);
  const overlays = useMemo(() => overlayRoutes(flow, linkTo), [flow]);
  const [, navigate] = useLocation();
  const handleAnswer = useCallback(
    (answer: PaymentResult) => formActions.load().then(({ followAnswer }) => followAnswer(answer, { sessionId, flow, source: { method, currency }, navigate })),
    [sessionId, flow, method, currency, navigate],
  );
  const otp = useOtpStep(sessionId, flow, method.id, form.fields, handleAnswer);
  const paid = usePaymentNotice(sessionId, flow);
  const intent = useIntentSlot(sessionId, flow.type, method.id);
  const { submit, submitting, failure, expired } = useSubmit(send, otp.onAnswer, otp.onOutcomeUnknown, intent);
  const refusal = useRefusal(failure, flow.type);
  const verification = extension.useAccountVerification(sessionId, flow, method, details, payout.form, refusal.dismiss);
  const pay = (submission: SubmissionPayload, saveCard: boolean): Promise<void> =>
    formActions.load().then(({ applyPayloadOptions }) => {
      startPayment({ sessionId, flow: flow.type, amount: submission.amount?.toJSON() ?? null, currency: currency.alpha3, method: method.short_name });
      tellMerchant({ type: 'form', target: 'cashier', event: 'submit', method: method.short_name });
      return otp.send(submission, (onFailure) => submit(applyPayloadOptions(submission, flow.payloadOptions, { saveCard }), onFailure));
    });
  // A routable method's first form waits here for the routing step: in this mounted form's state, never in a store.
  const [routing, setRouting] = useState<RoutingStart | null>(null);
  // A route call that failed, said on the first form (the routing step goes back to it).
  const [routeFailure, setRouteFailure] = useState<Error | null>(null);
  // The submit's own code, when the user sent the form before it arrived: on its way (the form shows it is sending), or
  // failed to load (they read why, and what they typed stays).
  const [actionsLoad, setActionsLoad] = useState<'idle' | 'loading' | 'failed'>('idle');
  usePrefetchWhenIdle(formActions);
  const showRouting = routing !== null && formStep === ROUTING_FORM;
  useReady();
  useFormOpenedNotice(method.short_name);

  return (
    <section className="panel" aria-labelledby="form-title">
      <Link href={linkTo(flow.routes.list)} className="back-link">
        {translate('APP.ALL_METHODS')}
      </Link>
      {/* The server's name, in its own direction (<bdi>), at the page's start edge. */}
      <h1 id="form-title" className="panel__title">
        <bdi>{method.public_name}</bdi>
      </h1>
      <p className="panel__info">{methodInfoLine(method, flow.infoSeparator, null, dir, money.bonus !== undefined)}</p>
      <MoreInfoLink url={method.info} methodName={method.public_name} />
      {paid.view}
      {money.bonus !== undefined && <BonusRibbon bonus={money.bonus} currency={currency} dir={dir} />}
      {/* Hidden, not unmounted, during the routing step: what was typed (the card too) stays in this form's state. */}
      <div hidden={showRouting || paid.locked}>
        <CashierForm
          form={payout.form}
          overrides={payout.overrides}
          serverErrors={refusal.fieldErrors}
          overlays={overlays}
          currency={currency}
          money={money}
          uploadDocument={upload}
          submitting={submitting || actionsLoad === 'loading'}
          submitDisabled={expired || paid.locked}
          onDeleteCard={cards.onDeleteCard}
          savedCards={savedCards}
          onFieldRestart={verification.restart}
          onChange={verification.edit}
          submitLabel={(values) => {
            if (payout.continueLabel !== null) return translate(payout.continueLabel);
            if (verification.pending(values)) return translate('APP.PAYOUT.CONTINUE');
            return submitLabel(values['amount']);
          }}
          onSubmit={(values) => {
            setActionsLoad('loading');
            return formActions.load().then(
              ({ submissionOf, isOtpResubmission }) => {
                setActionsLoad('idle');
                const submission = submissionOf(form.fields, values, currency.alpha3);
                submission.is_new_payout_account = payout.isNewAccount(values);
                // The same amount and parameters again, while a code is awaited: the code dialog reopens, nothing is sent.
                if (otp.reopen(submission, isOtpResubmission)) return undefined;
                // save_card defaults to true (spec section 3): only an unticked box keeps the card from being saved.
                const saveCard = values['save_card'] !== false;
                if (details.is_routable !== true) return verification.hold(values, () => pay(submission, saveCard));
                setRouteFailure(null);
                setRouting({ first: submission, saveCard });
                return navigate(linkTo(flow.routes.methodLink(method.short_name, ROUTING_FORM)));
              },
              () => setActionsLoad('failed'),
            );
          }}
        >
          <SubmitFailure failure={refusal.formFailure ?? routeFailure} expired={expired} text={flow.texts.submitFailed} />
          {actionsLoad === 'failed' && <ChunkFailed />}
          {payout.view}
          {verification.view}
          {otp.view}
        </CashierForm>
      </div>
      {/* Hidden, not unmounted, while Back shows the first form: Forward finds what was typed, and nothing is sent again. */}
      {routing !== null && (
        <div hidden={!showRouting}>
          <Suspense fallback={<Loading />}>
            <RoutingStep
              sessionId={sessionId}
              flow={flow}
              payGroupId={method.id}
              start={routing}
              formContext={formContext}
              currency={currency}
              submitting={submitting}
              submitDisabled={expired}
              submitLabel={submitLabel(routing.first.amount?.digits)}
              pay={pay}
              onFailure={(error) => {
                setRouteFailure(error);
                setRouting(null);
                window.history.back();
              }}
            >
              <SubmitFailure failure={refusal.formFailure} expired={expired} text={flow.texts.submitFailed} />
            </RoutingStep>
          </Suspense>
        </div>
      )}
      {formStep !== undefined && !showRouting && <Redirect to={linkTo(flow.routes.methodLink(method.short_name))} replace />}
    </section>
  );
}

/** The form of one method of a flow, deep-linkable as /{flow}/{provider}/ (its routing step at /{flow}/{provider}/route). */
export default function MethodFormScreen(props: FlowScreenProps & { provider: string; formStep: string | undefined }): ReactNode {
  const extension = props.flow.payoutAccounts === null ? plainForm : use(loadPayoutForm());
  // Keyed by flow: each extension calls its own hooks, so another flow's form is another component.
  return <FlowMethodForm key={props.flow.type} {...props} extension={extension} />;
}

function FlowMethodForm({ sessionId, flow, extension, provider, formStep }: FlowScreenProps & { extension: FormExtension; provider: string; formStep: string | undefined }): ReactNode {
  const methods = useMethods(sessionId, flow.api);
  const device = useDevice();
  const method = methods.data?.methods.find((candidate) => candidate.short_name === provider && availableOnDevice(candidate, device));
  const info = useMethodInfo(sessionId, flow.api, methodChoiceOf(method));
  const standIn = extension.useStandIn(info.data);

  if (methods.error !== undefined) return <ErrorScreen error={methods.error} onRetry={methods.reload} />;
  if (methods.data === undefined) return <Loading />;
  if (method === undefined) return <UnknownMethod provider={provider} listPath={flow.routes.list} />;
  if (info.error !== undefined) return <MethodFailed error={info.error} onRetry={info.reload} listPath={flow.routes.list} />;
  if (info.data === undefined) return <Loading />;
  if (standIn !== null) return standIn;
  return <MethodForm sessionId={sessionId} flow={flow} extension={extension} formStep={formStep} method={method} details={info.data} payload={methods.data.payload} />;
}
