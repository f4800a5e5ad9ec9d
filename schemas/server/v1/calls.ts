/** Base of every cashier-service call (spec section 7). */
export const API_BASE = '/api/cashier-service/v1.0';

/** Base of the few calls that live outside /v1.0: routing (`/{flowType}/groups/{id}/route`) and interaction. */
export const SERVICE_BASE = '/api/cashier-service';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** One call that answers a payload: its method, and its path under `base` with `{name}` for each path parameter. */
export interface PayloadCall {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** API_BASE unless set. */
  readonly base?: typeof SERVICE_BASE;
}

const PARAMETER = /\{\w+\}/;

/** `/api/cashier-service/v1.0/payments/groups/{payGroupId}/select`: the call's origin-relative path pattern. */
export function callPattern(call: PayloadCall): string {
  return `${call.base ?? API_BASE}${call.path}`;
}

/** Whether a request (method, origin-relative path without query) is this call; a parameter matches one segment. */
export function isCall(call: PayloadCall, request: { method: string; path: string }): boolean {
  if (call.method !== request.method) return false;
  const literals = callPattern(call).split(PARAMETER).map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literals.join('[^/]+')}$`).test(request.path);
}
