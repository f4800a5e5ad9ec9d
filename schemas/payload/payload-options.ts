import { toJson } from './exact-number.ts';
import type { SubmissionPayload } from './submission.ts';

/** What a flow adds to, or does to, the submission payload (spec section 3). */
export interface PayloadOptions {
  /** Checkout: sends is_card_token_active, true while the card-save box (save_card, default true) stays ticked. */
  cardTokenActive: boolean;
  /** Checkout: the body travels as `{ data }`, the payload's JSON in base64. */
  base64: boolean;
}

/** The state of this visit the options read: whether the user keeps the card for later. */
export interface PayloadState {
  saveCard: boolean;
}

export type SubmissionBody = SubmissionPayload | (SubmissionPayload & { is_card_token_active: boolean }) | { data: string };

/** UTF-8 safe base64 of a JSON value: cardholder names and parameters may hold any script. */
export function base64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(toJson(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The value a base64Json string holds. */
export function readBase64Json(data: string): unknown {
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(data), (char) => char.charCodeAt(0))));
}

/** The body a flow sends for a payload: as built, with checkout's card-token flag, and base64-wrapped where asked. */
export function applyPayloadOptions(payload: SubmissionPayload, options: PayloadOptions, state: PayloadState): SubmissionBody {
  const withToken = options.cardTokenActive ? { ...payload, is_card_token_active: state.saveCard } : payload;
  return options.base64 ? { data: base64Json(withToken) } : withToken;
}
