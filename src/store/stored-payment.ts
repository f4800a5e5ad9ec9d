import { declineDataOf, type DeclineData } from '../../schemas/results/decline-data.ts';
import { RESULT_STATUSES, type ResultStatus } from '../../schemas/results/result-route.ts';
import type { FlowType } from '../../schemas/server/v1/types.ts';
import { isFlowType } from '../../schemas/server/v1/flow-type.ts';

/** A payment of this session: what the merchant is told and what the result page shows. Never card data. */
export interface StoredPayment {
  sessionId: string;
  flow: FlowType;
  /** As typed, in major units; null when the form had no amount. */
  amount: number | null;
  /** ISO 4217 alpha-3. */
  currency: string | null;
  /** null while the payment is on its way (a 3-D Secure redirect); then what the server answered. */
  status: ResultStatus | null;
  /** The method's short_name, so "try again" reopens its form; null when the payment started elsewhere. */
  method: string | null;
  /** The server's reason for a decline (error_message), as it sent it; null when it gave none. */
  reason: string | null;
  /** The server's decline data (spec section 3: decline_sub_reason, comment); null when it gave none. */
  decline: DeclineData | null;
}

const isText = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** Stored decline data, or null for anything else (records written before it was kept have none). */
function parseDecline(json: unknown): DeclineData | null {
  if (typeof json !== 'object' || json === null) return null;
  const { subReason, comment }: Partial<Record<keyof DeclineData, unknown>> = json;
  return isText(subReason) && isText(comment) ? declineDataOf({ decline_sub_reason: subReason, comment }) : null;
}

const isIn = <T extends string>(list: readonly T[], value: unknown): value is T => list.some((item) => item === value);

/** The stored payment record, read where it enters from storage; anything else is no payment. */
export function parseStoredPayment(json: unknown): StoredPayment | null {
  if (typeof json !== 'object' || json === null) return null;
  const { sessionId, flow, amount, currency, status, method = null, reason = null, decline }: Partial<Record<keyof StoredPayment, unknown>> = json;
  if (typeof sessionId !== 'string' || !isFlowType(flow)) return null;
  if (!(amount === null || (typeof amount === 'number' && Number.isFinite(amount)))) return null;
  if (!(currency === null || (typeof currency === 'string' && /^[A-Z]{3}$/.test(currency)))) return null;
  if (!(status === null || isIn(RESULT_STATUSES, status))) return null;
  // Records written before method and reason were kept have neither.
  if (!(method === null || typeof method === 'string') || !(reason === null || typeof reason === 'string')) return null;
  return { sessionId, flow, amount, currency, status, method, reason, decline: parseDecline(decline) };
}
