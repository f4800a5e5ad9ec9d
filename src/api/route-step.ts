import { SERVICE_BASE } from '../../schemas/server/v1/calls.ts';
import type { SubmissionBody } from '../../schemas/payload/payload-options.ts';
import type { FlowType, RouteStep } from '../../schemas/server/v1/types.ts';
import { sendMutation } from './send-mutation.ts';

/**
 * POST /api/cashier-service/{flowType}/groups/{payGroupId}/route (outside /v1.0), a mutation: the form payload with
 * paygroup_id; answers the fields a routable method still needs before its submit. No payment is sent yet, so an
 * outcome left unknown (send-mutation.ts) is said on the first form as a payment not sent, which it is.
 */
export function requestRouteStep(
  sessionId: string,
  flowType: FlowType,
  payGroupId: number,
  body: SubmissionBody,
  signal?: AbortSignal,
): Promise<RouteStep> {
  const call = {
    kind: 'mutation',
    name: 'routeStep',
    method: 'POST',
    base: SERVICE_BASE,
    path: `/${flowType}/groups/${payGroupId}/route`,
    payload: 'routeStep',
    body: { ...body, paygroup_id: payGroupId },
  } as const;
  return sendMutation(sessionId, call, signal);
}
