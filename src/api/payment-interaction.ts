import { SERVICE_BASE } from '../../schemas/server/v1/calls.ts';
import type { PaymentResult } from '../../schemas/server/v1/types.ts';
import { send } from './endpoint.ts';

/** The header naming the provider of an alternative payment (the last segment of /payments/interaction/{provider}). */
export const PROVIDER_HEADER = 'X-Provider';

/**
 * GET /api/cashier-service/payments/interaction (outside /v1.0): what follows the user's return from an alternative
 * payment's provider, named in a header (spec section 7); answers like a submit: a redirect, a result or a wait.
 */
export function getPaymentInteraction(sessionId: string, provider: string, signal: AbortSignal): Promise<PaymentResult> {
  const call = {
    kind: 'query',
    name: 'getPaymentInteraction',
    method: 'GET',
    base: SERVICE_BASE,
    path: '/payments/interaction',
    payload: 'paymentResult',
    headers: { [PROVIDER_HEADER]: provider },
  } as const;
  return send(sessionId, call, signal);
}
