/**
 * The bidi controls a server text may carry that can make it read otherwise than it is written: the embeddings and
 * overrides (LRE, RLE, PDF, LRO, RLO: an RLO shows "IBAN 1234" as "4321 NABI") and the isolates (LRI, RLI, FSI, PDI),
 * harmless only when each is closed within the text. Kept apart from server-text.ts, which loads only for an answer
 * that holds one.
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
