import type { Payload, PayloadName } from '../../schemas/server/v1/payloads.ts';
import { isChunkLoadError } from '../telemetry/errors/chunk-load.ts';
import { CashierApiError } from './api-error.ts';
import { send, type Mutation } from './endpoint.ts';

/**
 * Sends a mutation (endpoint.ts send). The only code a call waits for is its answer's validator, which reads a 2xx
 * alone: one that did not load leaves the answer to a request the server took unchecked, an answer the cashier cannot
 * use (PAYLOAD_INVALID). The outcome is unknown (outcome-unknown.ts), never "could not": doing it again could do it
 * twice (pay, delete, create). Apart from send, so the method list's first path, which sends only queries, does not
 * carry it.
 */
export async function sendMutation<N extends PayloadName>(sessionId: string, call: Mutation<N>, signal?: AbortSignal): Promise<Payload<N>> {
  try {
    return await send(sessionId, call, signal);
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    throw new CashierApiError(call.name, { kind: 'PAYLOAD_INVALID', details: `The ${call.payload} payload could not be checked: its validator did not load (${String(error)}).` });
  }
}
