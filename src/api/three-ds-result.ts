import useSWRImmutable from 'swr/immutable';
import type { SWRResponse } from 'swr';
import { parsePayload } from '../../schemas/validators/parse-payload.ts';
import type { PaymentResult } from '../../schemas/server/v1/types.ts';
import { cashierRequest } from './http.ts';
import type { CashierApiError } from './api-error.ts';

/** POST payments/3ds-result: what the bank decided once the user came back from it. */
export function postThreeDsResult(sessionId: string, returnParams: Record<string, string>): Promise<PaymentResult> {
  return cashierRequest({
    call: 'postThreeDsResult',
    method: 'POST',
    path: '/payments/3ds-result',
    sessionId,
    body: { session_id: sessionId, ...returnParams },
    parse: (json) => parsePayload('paymentResult', json),
    answer: '3-D Secure result',
  });
}

/** The 3-D Secure outcome, asked once per return. */
export function useThreeDsResult(sessionId: string, returnParams: Record<string, string>): SWRResponse<PaymentResult, CashierApiError> {
  return useSWRImmutable(['postThreeDsResult', sessionId, JSON.stringify(returnParams)] as const, ([, id]) =>
    postThreeDsResult(id, returnParams),
  );
}
