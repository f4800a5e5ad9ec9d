import type { DeclineData } from '../../../schemas/results/decline-data.ts';
import type { PaymentStatusAnswer } from '../../../schemas/server/v1/types.ts';
import type { ResultStatus } from '../../../schemas/results/result-route.ts';
import type { FlowType } from '../../../schemas/server/v1/types.ts';
import type { GroupsApi } from '../../api/groups-api.ts';
import type { MethodsState } from '../../api/methods.ts';
import type { StoredPayment } from '../../store/stored-payment.ts';

/** Asks where the session's payment stands (GET payments/status). */
export type GetPaymentStatus = (sessionId: string, path: '/payments/status', signal: AbortSignal) => Promise<PaymentStatusAnswer>;

/**
 * What a result page reads and does beyond its flow, handed down by the app rather than imported: a static import of
 * the flow store, the methods store or an endpoint from the result chunk makes Rolldown 1.2 split the session store and
 * valtio out of the entry chunk (rolldown#10731, +1.5 KB on both first paths).
 */
export interface ResultServices {
  /** This session's payment (flow-store's paymentOf). */
  paymentOf: (sessionId: string) => StoredPayment | null;
  settle: (sessionId: string, flow: FlowType, status: ResultStatus, reason: string | null, decline: DeclineData | null) => void;
  /** "Try again" on this payment (null: the next form starts afresh). */
  retry: (payment: StoredPayment | null) => void;
  /** The user chose to change method: the list no longer reopens the last-used one by itself. */
  skipLastUsed: () => void;
  /** The session's init answer (useMethods). */
  useMethods: (sessionId: string, api: GroupsApi) => MethodsState;
  getStatus: GetPaymentStatus;
}
