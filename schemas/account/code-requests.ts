/** What the cashier knows of the one-time codes asked for (spec section 3: account management). */
export interface CodeRequests {
  /** Codes asked for since the last block ended. */
  sent: number;
  /** max_request_count of the last send answer; null before the first. */
  maxRequestCount: number | null;
  /** block_duration of the last send answer (s). */
  blockDurationS: number;
  /** When asking again becomes possible (epoch ms); null when it is possible now. */
  blockedUntil: number | null;
  /** The block running was started by a refused send, not by the limit: the step says to wait for its timer. */
  refused: boolean;
}

export const NO_CODE_REQUESTS: CodeRequests = { sent: 0, maxRequestCount: null, blockDurationS: 0, blockedUntil: null, refused: false };

/** What POST /otp/send answered, as the rule reads it. */
export interface SendAnswer {
  maxRequestCount?: number | undefined;
  blockDurationS?: number | undefined;
}

/**
 * The requests after one more code was sent (spec section 3: max_request_count, block_duration). The last code the
 * limit allows starts a block of block_duration seconds, with its timer shown; once it ends the count starts again.
 */
export function afterCodeSent(previous: CodeRequests, answer: SendAnswer, now: number): CodeRequests {
  const current = codeRequestsAt(previous, now);
  const maxRequestCount = answer.maxRequestCount ?? current.maxRequestCount;
  const blockDurationS = answer.blockDurationS ?? current.blockDurationS;
  const sent = current.sent + 1;
  const limitReached = maxRequestCount !== null && sent >= maxRequestCount && blockDurationS > 0;
  return limitReached ? blockedFor(maxRequestCount, blockDurationS, now, false) : { sent, maxRequestCount, blockDurationS, blockedUntil: null, refused: false };
}

/**
 * The requests after a send the server refused (success: false). A block_duration in the refusal blocks asking for
 * that long, with the same timer as the limit's block; a refusal without one changes nothing.
 */
export function afterSendRefused(previous: CodeRequests, answer: SendAnswer, now: number): CodeRequests {
  const current = codeRequestsAt(previous, now);
  const blockDurationS = answer.blockDurationS ?? 0;
  return blockDurationS > 0 ? blockedFor(answer.maxRequestCount ?? current.maxRequestCount, blockDurationS, now, true) : current;
}

/** A block of `blockDurationS` seconds from `now`, started by a refusal or by the limit: once it ends, the count starts again. */
function blockedFor(maxRequestCount: number | null, blockDurationS: number, now: number, refused: boolean): CodeRequests {
  return { sent: 0, maxRequestCount, blockDurationS, blockedUntil: now + blockDurationS * 1000, refused };
}

/** The requests as they stand at `now`: a block whose time is over is lifted. */
export function codeRequestsAt(requests: CodeRequests, now: number): CodeRequests {
  return requests.blockedUntil !== null && requests.blockedUntil <= now ? { ...requests, blockedUntil: null, refused: false } : requests;
}

/** Milliseconds until a code may be asked for again: 0 when it may be now (the resend timer is hidden then). */
export function sendBlockedFor(requests: CodeRequests, now: number): number {
  return requests.blockedUntil === null ? 0 : Math.max(0, requests.blockedUntil - now);
}
