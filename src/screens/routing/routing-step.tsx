import { use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { carriesPatterns } from '../../../schemas/patterns/carries-patterns.ts';
import { loadPatternEngine } from '../../../schemas/patterns/pattern-engine.ts';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import type { FormContext } from '../../../schemas/compiler/field-type.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { applyPayloadOptions } from '../../../schemas/payload/payload-options.ts';
import type { SubmissionPayload } from '../../../schemas/payload/submission.ts';
import { withRoutingStep } from '../../../schemas/payload/routing-step.ts';
import type { RouteStep } from '../../../schemas/server/v1/types.ts';
import { requestRouteStep } from '../../api/route-step.ts';
import type { FlowDefinition } from '../../flows/define-flow.ts';
import { translate, translateServerKey } from '../../i18n/routing.ts';
import { CashierForm } from '../method-form/cashier-form.tsx';
import { submissionOf } from '../method-form/form-actions.ts';
import { Loading } from '../status/loading.tsx';
import './routing-step.css';
import { useStepFocus } from './use-step-focus.ts';

/** The first form's payload, waiting for the routing step: card data included, so it lives only in mounted state. */
export interface RoutingStart {
  first: SubmissionPayload;
  saveCard: boolean;
}

/** Sends a payment's payload (the method form's submit). */
type Pay = (payload: SubmissionPayload, saveCard: boolean) => Promise<void>;

interface RoutingStepProps {
  sessionId: string;
  flow: FlowDefinition;
  payGroupId: number;
  start: RoutingStart;
  formContext: FormContext;
  currency: { alpha3: string; precision: number };
  submitting: boolean;
  submitDisabled: boolean;
  /** The first form's submit label, with its amount. */
  submitLabel: string;
  pay: Pay;
  /** The route call failed: the first form, one step back, says why and sends again. */
  onFailure: (error: Error) => void;
  /** The submit's failure, under the routing form. */
  children?: ReactNode;
}

/**
 * The routing form: its heading (the step's own: the focus goes there when the step shows, `useStepFocus`), the notes
 * of the route call (view_data keys) and the fields it asked for.
 */
function RoutingForm({ route, props }: { route: RouteStep; props: RoutingStepProps }): ReactNode {
  const { start, formContext, currency, submitting, submitDisabled, submitLabel, pay, children } = props;
  // Before compiling, as for the first form: the route's fields may carry patterns (a national ID).
  if (carriesPatterns(route.parameters, null)) use(loadPatternEngine());
  const form = useMemo(() => compileForm(route.parameters, formContext, fieldTypes), [route, formContext]);
  const heading = useStepFocus();
  return (
    <div className="routing-step">
      <h2 ref={heading} className="routing-step__title" tabIndex={-1}>
        {translate('APP.ROUTING.TITLE')}
      </h2>
      {(route.view_data ?? []).map((note) => (
        <p key={note.key} className="routing-step__note">
          {translateServerKey(note.key)}
        </p>
      ))}
      <CashierForm
        form={form}
        currency={currency}
        submitting={submitting}
        submitDisabled={submitDisabled}
        submitLabel={() => submitLabel}
        onSubmit={(values) => {
          const routing = submissionOf(form.fields, values, currency.alpha3);
          return pay(withRoutingStep(start.first, routing), start.saveCard);
        }}
      >
        {children}
      </CashierForm>
    </div>
  );
}

/**
 * The routing step of a routable method (spec sections 2 and 7): posts the first form's payload to POST
 * /api/cashier-service/{flowType}/groups/{id}/route and shows the parameters it answers as the next form; with none,
 * pays at once. Its own chunk: only routable methods load it. A failed route call goes back to the first form, which
 * keeps everything typed, says why and sends again.
 */
export default function RoutingStep(props: RoutingStepProps): ReactNode {
  const { sessionId, flow, payGroupId, start, pay, onFailure, children } = props;
  const [route, setRoute] = useState<RouteStep | null>(null);
  const latest = useRef({ pay, onFailure });
  useEffect(() => {
    latest.current = { pay, onFailure };
  }, [pay, onFailure]);
  useEffect(() => {
    const controller = new AbortController();
    const body = applyPayloadOptions(start.first, flow.payloadOptions, { saveCard: start.saveCard });
    // Sent a microtask later: in development React mounts the step twice at once (StrictMode), and the first mount's
    // call, aborted as it left, still reached the server, where a scenario's counted fault (`route:500*1`) went to it.
    queueMicrotask(() => {
      if (controller.signal.aborted) return;
      requestRouteStep(sessionId, flow.type, payGroupId, body, controller.signal)
        .then((answer) => (answer.parameters.length === 0 ? latest.current.pay(start.first, start.saveCard) : setRoute(answer)))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) latest.current.onFailure(error instanceof Error ? error : new Error(String(error)));
        });
    });
    return () => controller.abort();
  }, [sessionId, flow, payGroupId, start]);
  if (route === null) return <Loading />;
  return <RoutingForm route={route} props={{ ...props, children }} />;
}
