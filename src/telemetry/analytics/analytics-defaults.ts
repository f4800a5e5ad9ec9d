/** Spec section 9: the analytics client's limits. */
export const ANALYTICS_DEFAULTS = {
  /** An analytics session ends after this long without an event (ms). */
  sessionTimeoutMs: 1_800_000,
  /** The visitor cookie lives this long (s). */
  cookieLifetimeS: 63_072_000,
  /** One HTTP post carries at most this many bytes. */
  postLimitBytes: 40_000,
  /** One websocket publish carries at most this many bytes (spec section 7). */
  publishLimitBytes: 60_000,
  /** Events kept while nothing can send them; older ones go first. */
  queueCap: 1_000,
  /** The websocket counts as down when it has not connected within this (ms). */
  connectionTimeoutMs: 5_000,
  /** Amount changes are reported once typing pauses this long (ms). */
  amountDebounceMs: 1_000,
  trackerVersion: '3.8.1',
} as const;

/** The websocket channel analytics publish to (spec section 7). */
export const CLICKSTREAM_CHANNEL = 'clickstream:track';
/** Where the HTTP fallback posts under the analytics host. */
export const TRACK_PATH = '/track';
