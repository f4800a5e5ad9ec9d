/**
 * The payload registry: every server answer the cashier reads, by name, with its JSON Schema and the calls that
 * answer it. The edge parser (schemas/validators/parse-payload.ts), the precompiled validators, the TypeScript types
 * (types.ts) and the fixture checker (fixtures/scenario-checks.ts) all read this one map: a new payload is one entry.
 */
import { isCall, SERVICE_BASE, type PayloadCall } from './calls.ts';
import {
  depositMethodsSchema,
  errorBodySchema,
  paymentCancelledSchema,
  requisiteCreatedSchema,
  reversalResultSchema,
  uploadedDocumentSchema,
  withdrawalMethodsSchema,
} from './payloads.schema.ts';
import { methodDetailsSchema, routeStepSchema } from './form.schema.ts';
import { paymentResultSchema, paymentStatusSchema } from './payment-result.schema.ts';
import { recurringCheckSchema, userCardDeletedSchema, userCardsSchema } from './user-cards.schema.ts';
import { contentPageSchema } from './content.schema.ts';
import { otpResultSchema, otpSentSchema, otpVerifiedSchema } from './account.schema.ts';
import type { SchemaType } from './schema-type.ts';

interface PayloadEntry {
  readonly schema: object;
  /** The calls whose successful (2xx) answer is this payload. */
  readonly calls: readonly PayloadCall[];
  /**
   * Read before the first screen shows (the deposit init answer): its validator travels in the entry chunk, ready when
   * the answer lands. Every other validator is a chunk fetched with its call, whose arrival can queue behind the first
   * render at 4x CPU and hold back the select call that waits for the parsed list.
   */
  readonly firstPath?: true;
}

export const payloads = {
  depositMethods: { schema: depositMethodsSchema, calls: [{ method: 'GET', path: '/payments/groups/init' }], firstPath: true },
  withdrawalMethods: { schema: withdrawalMethodsSchema, calls: [{ method: 'GET', path: '/payouts/groups/init' }] },
  methodDetails: {
    schema: methodDetailsSchema,
    calls: [
      { method: 'POST', path: '/payments/groups/{payGroupId}/select' },
      { method: 'POST', path: '/payouts/groups/{payGroupId}/select' },
    ],
  },
  paymentResult: {
    schema: paymentResultSchema,
    calls: [
      { method: 'POST', path: '/payments/groups/{payGroupId}/submit' },
      { method: 'POST', path: '/payouts/groups/{payGroupId}/submit' },
      { method: 'POST', path: '/payments/3ds-result' },
      { method: 'POST', path: '/payments/groups/{payGroupId}/confirm' },
      { method: 'GET', base: SERVICE_BASE, path: '/payments/interaction' },
    ],
  },
  paymentStatus: { schema: paymentStatusSchema, calls: [{ method: 'GET', path: '/payments/status' }] },
  paymentCancelled: { schema: paymentCancelledSchema, calls: [{ method: 'POST', path: '/payments/groups/{payGroupId}/cancel' }] },
  uploadedDocument: { schema: uploadedDocumentSchema, calls: [{ method: 'POST', path: '/payments/groups/{payGroupId}/upload' }] },
  routeStep: {
    schema: routeStepSchema,
    calls: [{ method: 'POST', base: SERVICE_BASE, path: '/{flowType}/groups/{payGroupId}/route' }],
  },
  userCards: { schema: userCardsSchema, calls: [{ method: 'GET', path: '/user-cards' }] },
  userCardDeleted: { schema: userCardDeletedSchema, calls: [{ method: 'DELETE', path: '/user-cards' }] },
  recurringCheck: { schema: recurringCheckSchema, calls: [{ method: 'POST', path: '/user-cards/recurring-check' }] },
  reversalResult: { schema: reversalResultSchema, calls: [{ method: 'GET', path: '/payments/reverse-pending-withdrawal' }] },
  requisiteCreated: { schema: requisiteCreatedSchema, calls: [{ method: 'POST', path: '/requisite/create' }] },
  /** A content page (GET {url}); the recordings keep them under /content/. */
  contentPage: { schema: contentPageSchema, calls: [{ method: 'GET', path: '/content/{page}' }] },
  /** Answered by any call with a 4xx or 5xx status, whatever its path (see payloadOfAnswer). */
  errorBody: { schema: errorBodySchema, calls: [] },
  /** Payout-account verification and a payment's one-time code (spec section 7). */
  otpSent: { schema: otpSentSchema, calls: [{ method: 'POST', path: '/otp/send' }] },
  otpVerified: { schema: otpVerifiedSchema, calls: [{ method: 'POST', path: '/otp/verify' }] },
  otpResult: { schema: otpResultSchema, calls: [{ method: 'POST', path: '/payments/groups/{payGroupId}/otp' }] },
} as const satisfies Readonly<Record<string, PayloadEntry>>;

export type PayloadName = keyof typeof payloads;

type PayloadTypeMap = { readonly [N in PayloadName]: SchemaType<(typeof payloads)[N]['schema']> };

/**
 * Every payload's type, derived from its schema once. An interface rather than the mapped type itself: TypeScript
 * then treats `Payload<N>` for a generic N as one opaque type, instead of re-deriving it from the schemas on every use.
 */
interface PayloadTypes extends PayloadTypeMap {}

/** The type of a payload, derived from its schema. */
export type Payload<N extends PayloadName> = PayloadTypes[N];

function isPayloadName(name: string): name is PayloadName {
  return Object.hasOwn(payloads, name);
}

/** Every payload name, in registry order. */
export const PAYLOAD_NAMES: readonly PayloadName[] = Object.keys(payloads).filter(isPayloadName);

/**
 * Which payload an answer carries: the error body for any 4xx or 5xx, else the payload one of whose calls the request
 * is; undefined when no entry claims the call (its answer is not read, or not yet described).
 */
export function payloadOfAnswer(answer: { method: string; path: string; status: number }): PayloadName | undefined {
  if (answer.status >= 400) return 'errorBody';
  return PAYLOAD_NAMES.find((name) => payloads[name].calls.some((call: PayloadCall) => isCall(call, answer)));
}
