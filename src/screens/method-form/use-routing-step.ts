import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { applyPayloadOptions } from '../../../schemas/payload/payload-options.ts';
import type { SubmissionPayload } from '../../../schemas/payload/submission.ts';
import type { PayGroup, RouteStep } from '../../../schemas/server/v1/types.ts';
import { requestRouteStep } from '../../api/route-step.ts';
import { reportError } from '../../app/report-error.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { linkTo } from '../../store/session-store.ts';

/** The {form} segment of the routing step's address: deposit/{provider}/route. */
export const ROUTING_FORM = 'route';

/** A routing step under way: what the route call asked for, and the first form's payload (card data included). */
export interface RoutingStep {
  route: RouteStep;
  first: SubmissionPayload;
  saveCard: boolean;
}

/** Sends a payment's payload (the method form's submit). */
type Pay = (submission: SubmissionPayload, saveCard: boolean) => Promise<void>;

export interface RoutingState {
  /** The step under way; null before the route call answered. Lives only in this mounted form, never in a store. */
  step: RoutingStep | null;
  /** The route call failed: the first form stays, with everything typed, and its button asks again. */
  failure: Error | null;
  /** Sends the first form to POST …/route; its parameters open the next form, none pays at once. */
  route: (submission: SubmissionPayload, saveCard: boolean) => Promise<void>;
}

/**
 * The routing step of a routable method (spec sections 2 and 7: POST /api/cashier-service/{flowType}/groups/{id}/route;
 * its parameters are shown as the next form at {flow}/{provider}/route). The first form's payload waits in this
 * component's state, so the card never leaves the mounted form: a reload starts again from the first form.
 */
export function useRoutingStep(sessionId: string, flow: ScreenFlow, method: PayGroup, pay: Pay): RoutingState {
  const [, navigate] = useLocation();
  const [step, setStep] = useState<RoutingStep | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const route = useCallback(
    async (first: SubmissionPayload, saveCard: boolean): Promise<void> => {
      const abort = new AbortController();
      controller.current = abort;
      setFailure(null);
      try {
        const answer = await requestRouteStep(sessionId, flow.type, method.id, applyPayloadOptions(first, flow.payloadOptions, { saveCard }), abort.signal);
        if (answer.parameters.length === 0) return await pay(first, saveCard);
        setStep({ route: answer, first, saveCard });
        navigate(linkTo(flow.routes.methodLink(method.short_name, ROUTING_FORM)));
      } catch (error) {
        if (abort.signal.aborted) return;
        const failed = error instanceof Error ? error : new Error(String(error));
        reportError(failed.message, failed);
        setFailure(failed);
      }
    },
    [sessionId, flow, method, pay, navigate],
  );

  return { step, failure, route };
}
