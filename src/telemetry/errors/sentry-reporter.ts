/**
 * Error reporting with @sentry/browser, in its own chunk, loaded only when a DSN is configured and after the first
 * screen is interactive (src/telemetry/start-telemetry.ts). Every event, transaction and breadcrumb passes the one
 * scrubber (src/telemetry/scrub/scrub.ts) before it leaves the browser.
 */
import {
  breadcrumbsIntegration,
  browserTracingIntegration,
  captureException,
  captureMessage,
  dedupeIntegration,
  eventFiltersIntegration,
  flush,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  type Breadcrumb,
  type ErrorEvent,
} from '@sentry/browser';
import { scrubPayload, type ScrubContext } from '../scrub/scrub.ts';
import type { ErrorReport, ErrorSink } from './error-queue.ts';
import { EXTENSION_URLS, fromBrowserExtension } from './extension-errors.ts';

/** Spec section 9. */
export const SENTRY_SETTINGS = { release: '0.1.0', environment: 'production', tracesSampleRate: 0.9, maxBreadcrumbs: 20 } as const;

export interface SentryReporterOptions {
  readonly dsn: string;
  /** The live session id, which the scrubber removes wherever it appears. */
  readonly sessionId: string | null;
  /** Labels every report carries (flow, brand, platform, session_ref); never the session id itself. */
  readonly tags: Readonly<Record<string, string>>;
}

// The scrubbed copy keeps the event's shape: the scrubber replaces strings and numbers (and a subtree nested deeper than
// 64 levels, which Sentry's own normalisation never produces).
function scrubbed<T>(value: T, context: ScrubContext): T {
  return scrubPayload(value, context) as T;
}

function captureReport(report: ErrorReport): void {
  const tags = { kind: report.kind };
  if (!(report.error instanceof Error) && report.message !== undefined) {
    captureMessage(report.message, { level: 'error', tags });
    return;
  }
  captureException(report.error, {
    tags,
    ...(report.componentStack === undefined ? {} : { contexts: { react: { componentStack: report.componentStack } } }),
    ...(report.message === undefined ? {} : { extra: { cashierMessage: report.message } }),
  });
}

/** Starts the reporter; what it captures is scrubbed, filtered of browser-extension errors, and sent to the DSN. */
export function startSentryReporter({ dsn, sessionId, tags }: SentryReporterOptions): ErrorSink {
  const context: ScrubContext = { sessionId: sessionId ?? undefined };
  init({
    dsn,
    ...SENTRY_SETTINGS,
    dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    // Only what is listed: no console capture, no session tracking, no global handlers (the entry listens from the
    // first script on: src/telemetry/errors/error-queue.ts), no wrapping of timers and listeners.
    defaultIntegrations: false,
    integrations: [
      eventFiltersIntegration(),
      dedupeIntegration(),
      linkedErrorsIntegration(),
      httpContextIntegration(),
      breadcrumbsIntegration(),
      browserTracingIntegration(),
    ],
    denyUrls: [...EXTENSION_URLS],
    // No trace headers on the cashier's own calls: they would change its requests (and need CORS elsewhere).
    tracePropagationTargets: [],
    initialScope: { tags },
    beforeSend: (event: ErrorEvent) => (fromBrowserExtension(event) ? null : scrubbed(event, context)),
    // Traces stream span by span (the SDK's default lifecycle, which never calls beforeSendTransaction): each span's
    // attributes hold page addresses, and the 3-D Secure return page's path is the session id.
    beforeSendSpan: (span) => scrubbed(span, context),
    beforeBreadcrumb: (breadcrumb: Breadcrumb) => scrubbed(breadcrumb, context),
  });
  return {
    capture: captureReport,
    flush: async (timeoutMs) => {
      await flush(timeoutMs);
    },
  };
}
