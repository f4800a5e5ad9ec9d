import { sendMutation } from './send-mutation.ts';
import type { GroupsApi } from './groups-api.ts';

/** cancelPayment: POST {base}/{payGroupId}/cancel, a mutation: the user leaves a waiting payment for another method. */
export async function cancelPayment(sessionId: string, api: GroupsApi, payGroupId: number, signal?: AbortSignal): Promise<void> {
  await sendMutation(sessionId, { kind: 'mutation', name: 'cancelPayment', method: 'POST', path: `${api.base}/${payGroupId}/cancel`, payload: 'paymentCancelled', body: {} }, signal);
}
