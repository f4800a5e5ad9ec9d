import { toJson } from './exact-number.ts';
import { readBase64Json, type SubmissionBody } from './payload-options.ts';

/** One payment the user means to make: the key the server deduplicates its submits by, and what was asked for. */
export interface SubmitIntent {
  readonly key: string;
  /** A digest of what the user asked for (the body without browser_data), never the body itself. */
  readonly digest: string;
}

/** The header that carries the key (the de facto name: Stripe, Adyen and the IETF draft use it). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * What identifies the user's request in a body: everything but browser_data (a window resized between two attempts is
 * still the same payment), amounts with every digit. Checkout's base64 body is read back first.
 */
export function intentSource(body: SubmissionBody): string {
  const payload = 'data' in body ? readBase64Json(body.data) : body;
  return typeof payload === 'object' && payload !== null ? toJson({ ...payload, browser_data: undefined }) : toJson(payload);
}

/**
 * The intent of a submit: a retry of the same request keeps its key, so the server can tell it from a second payment;
 * a changed request is a new intent with a new key.
 */
export function nextIntent(previous: SubmitIntent | null, digest: string, newKey: () => string): SubmitIntent {
  return previous !== null && previous.digest === digest ? previous : { key: newKey(), digest };
}

/** SHA-256 (hex) of the intent source: card data is compared through it and never kept as text. */
export async function intentDigest(body: SubmissionBody): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(intentSource(body)));
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
