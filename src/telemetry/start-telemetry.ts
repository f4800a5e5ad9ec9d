/**
 * Telemetry's own chunk, loaded after the first screen is interactive (src/telemetry/telemetry-loader.ts): reads the
 * sinks from the runtime configuration and starts the ones configured. Error reporting is a further chunk
 * (@sentry/browser), fetched only when a DSN is configured.
 */
import { readRuntimeConfig } from '../app/runtime-config.ts';
import type { StartParams } from '../app/start-params.ts';
import { shownPath } from '../app/overlay-state.ts';
import { matchRoute } from '../app/route-table.ts';
import type { FlowType } from '../../schemas/server/v1/types.ts';
import { loadChunk } from './errors/chunk-load.ts';
import { connectErrorSink } from './errors/error-queue.ts';
import { sessionRef } from './errors/session-ref.ts';
import { metricsAllowed, metricsEndpoint, type MetricTags } from './metrics/metrics-payload.ts';
import { createMetricsSender } from './metrics/metrics-sender.ts';
import { initCallDuration, onFirstInputDelay, timeToInteractive } from './metrics/page-vitals.ts';
import type { Telemetry } from './telemetry-loader.ts';

function flowOfPage(): FlowType {
  return matchRoute(shownPath(window.location.pathname, window.history.state))?.entry.flow.type ?? 'deposit';
}

/** What every report and metric is labelled with: the visit's kind, never who or which session. */
function visitTags(params: StartParams, flow: FlowType): MetricTags {
  return { flow, brand: params.brandId, platform: params.device, language: params.language };
}

function startMetrics(base: string, sessionId: string, tags: MetricTags, flow: FlowType): void {
  const sender = createMetricsSender({ url: metricsEndpoint(base, flow), sessionId, tags });
  const now = [timeToInteractive(performance), initCallDuration(performance)].filter((metric) => metric !== null);
  void sender.send(now);
  onFirstInputDelay((metric) => void sender.send([metric]));
}

async function startErrorReports(dsn: string, params: StartParams, tags: MetricTags): Promise<Telemetry> {
  const [{ startSentryReporter }, ref] = await Promise.all([loadChunk(() => import('./errors/sentry-reporter.ts'), { background: true })(), params.sessionId === null ? null : sessionRef(params.sessionId)]);
  const sink = startSentryReporter({ dsn, sessionId: params.sessionId, tags: ref === null ? tags : { ...tags, session_ref: ref } });
  connectErrorSink(sink);
  return { flushErrors: (timeoutMs) => sink.flush(timeoutMs) };
}

/** Starts every configured sink the start-up parameters allow. */
export async function startTelemetry(params: StartParams): Promise<Telemetry> {
  const config = readRuntimeConfig(document);
  const flow = flowOfPage();
  const tags = visitTags(params, flow);
  if (config.metricsUrl !== undefined && params.sessionId !== null && metricsAllowed(params.metrics)) startMetrics(config.metricsUrl, params.sessionId, tags, flow);
  // Without a DSN nothing is reported; the entry's queue stops at its few first errors.
  if (config.sentryDsn === undefined) return { flushErrors: () => Promise.resolve() };
  return startErrorReports(config.sentryDsn, params, tags);
}
