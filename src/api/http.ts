import { API_BASE, type HttpMethod } from '../../schemas/server/v1/calls.ts';
import { describeProblems, type ParseResult } from '../../schemas/validators/parse-payload.ts';
import { toJson } from '../../schemas/payload/exact-number.ts';
import { BIDI_CONTROL } from '../../schemas/server/bidi-control.ts';
import { lazyChunk } from '../../schemas/chunks/lazy-chunk.ts';
import { CashierApiError, SESSION_EXPIRED_CODES } from './api-error.ts';
import { serverErrorOf } from './server-error.ts';
import { reportWarning } from '../app/report-error.ts';

/** How long a call may take before the user is told (ms), unless the start-up address sets request_timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;

let defaultTimeoutMs = REQUEST_TIMEOUT_MS;

/** Sets the timeout of every later call (the request_timeout start parameter: QA replays slow answers quickly). */
export function setRequestTimeout(timeoutMs: number): void {
  defaultTimeoutMs = timeoutMs;
}

export interface CashierRequest<T> {
  /** Named after the spec's query, used in messages: "getDepositMethods". */
  call: string;
  method: HttpMethod;
  /** The path under `base`: `/payments/groups/init`. */
  path: string;
  /** API_BASE (/api/cashier-service/v1.0) unless set: the routing and interaction calls live outside it. */
  base?: string | undefined;
  sessionId: string;
  /** The edge parser of the answer, and what the answer is called in messages ("depositMethods payload"). */
  parse: (json: unknown) => ParseResult<T> | Promise<ParseResult<T>>;
  answer: string;
  body?: unknown;
  /** Extra request headers (X-Fingerprint on GET /user-cards). */
  headers?: Readonly<Record<string, string>> | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
  /**
   * Who handles an expired session (error code 17): the app, with its session-expired screen (the default), or the
   * caller alone (a deposit submit shows it in the form, spec section 8). Either way no later call is sent.
   */
  sessionExpiry?: 'app' | 'caller' | undefined;
}

/** Sessions a call has found expired: every later call of theirs fails at once, without reaching the server. */
const expiredSessions = new Set<string>();
const expiryListeners = new Set<() => void>();

/** Tells `listener` when a call meets an expired session the app must show; returns the unsubscribe function. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

function endSession(request: Pick<CashierRequest<unknown>, 'call' | 'sessionId' | 'sessionExpiry'>): CashierApiError {
  expiredSessions.add(request.sessionId);
  if (request.sessionExpiry !== 'caller') for (const listener of expiryListeners) listener();
  return new CashierApiError(request.call, { kind: 'SESSION_EXPIRED' });
}

async function readJson(response: Response): Promise<{ ok: true; json: unknown } | { ok: false }> {
  try {
    return { ok: true, json: await response.json() };
  } catch {
    return { ok: false };
  }
}

/**
 * A call of a session found expired fails at once, without reaching the server, and the app is told as for a code 17
 * answer: after a submit's code 17, which the form shows alone, the next screen's call shows the session-expired screen.
 */
export function refuseExpired(request: Pick<CashierRequest<unknown>, 'call' | 'sessionId' | 'sessionExpiry'>): void {
  if (expiredSessions.has(request.sessionId)) throw endSession(request);
}

const shownAnswer = lazyChunk(() => import('./shown-answer.ts'), { background: true });

/** What came back over the wire: the status and the body read as JSON (or not JSON at all). */
export interface RawAnswer {
  status: number;
  body: { ok: true; json: unknown } | { ok: false };
}

/**
 * Turns an answer that has arrived into the payload, validated once, here, at the edge; or into the CashierApiError of
 * its failure (an expired session, an HTTP error with the server's code and message, not JSON, an invalid payload).
 */
export async function readAnswer<T>(request: CashierRequest<T>, { status, body }: RawAnswer): Promise<T> {
  // JSON.stringify writes bidi controls as they are: an answer without any (nearly all) loads no code for them.
  const sent = body.ok ? body.json : undefined;
  const json = BIDI_CONTROL.test(JSON.stringify(sent)) ? (await shownAnswer()).shownAnswer(sent, request.answer) : sent;
  if (status < 200 || status > 299) {
    const { code, message: serverMessage } = serverErrorOf(json);
    if (code !== undefined && SESSION_EXPIRED_CODES.has(code)) throw endSession(request);
    throw new CashierApiError(request.call, {
      kind: 'HTTP_ERROR',
      status,
      ...(code === undefined ? {} : { code }),
      ...(serverMessage === undefined ? {} : { serverMessage }),
    });
  }
  if (!body.ok) throw new CashierApiError(request.call, { kind: 'PARSING_ERROR' });
  const parsed = await request.parse(json);
  if (!parsed.ok) {
    throw new CashierApiError(request.call, { kind: 'PAYLOAD_INVALID', details: describeProblems(request.answer, parsed.problems) });
  }
  // An answer usable once mended (a nameless method, inverted limits): the user goes on, payment ops read why here.
  parsed.mended?.forEach((note) => reportWarning(`${request.call}: ${note}.`));
  return parsed.value;
}

/** The timeout of a call: its own, else the session's (request_timeout), else REQUEST_TIMEOUT_MS. */
export function timeoutOf(request: Pick<CashierRequest<unknown>, 'timeoutMs'>): number {
  return request.timeoutMs ?? defaultTimeoutMs;
}

/**
 * One call to cashier-service: sends the session header, times out, and validates the answer once, here, at the edge.
 * Every failure becomes a CashierApiError whose message names what went wrong.
 */
export async function cashierRequest<T>(request: CashierRequest<T>): Promise<T> {
  refuseExpired(request);
  const timeoutMs = timeoutOf(request);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = request.signal === undefined ? timeout : AbortSignal.any([request.signal, timeout]);
  let response: Response;
  try {
    response = await fetch(new URL(`${request.base ?? API_BASE}${request.path}`, location.href), {
      method: request.method,
      headers: {
        ...request.headers,
        'x-session-id': request.sessionId,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: toJson(request.body) }),
      signal,
      // Every session asks the same addresses (only x-session-id differs), and Back or Forward lets the browser answer
      // from its cache: another session's methods, an old balance. Every answer comes from the server.
      cache: 'no-store',
    });
  } catch (error) {
    if (timeout.aborted) throw new CashierApiError(request.call, { kind: 'TIMEOUT_ERROR', afterMs: timeoutMs });
    if (request.signal?.aborted === true) throw error;
    throw new CashierApiError(request.call, { kind: 'FETCH_ERROR' });
  }
  return readAnswer(request, { status: response.status, body: await readJson(response) });
}
