import type { FlowType } from '../../../schemas/server/v1/types.ts';

/** The metrics of spec section 7, each sent once per visit. */
export const METRIC_NAMES = ['TTI', 'FID', 'init_call_duration'] as const;

export type MetricName = (typeof METRIC_NAMES)[number];

export interface Metric {
  readonly name: MetricName;
  /** Milliseconds, rounded. */
  readonly value: number;
}

/** What the visit's metrics are labelled with: never the session id or anything the user typed. */
export type MetricTags = Readonly<Record<string, string>>;

/** The body of `POST {metrics base}/{segment}/metrics`. */
export interface MetricsBody {
  readonly metrics: readonly Metric[];
  readonly tags: MetricTags;
}

/** The `metrics` start-up parameter allows sending when it is a positive number (spec section 1: otherwise 0). */
export function metricsAllowed(parameter: number): boolean {
  return Number.isFinite(parameter) && parameter > 0;
}

/** The path segment of a flow's metrics: payments for deposits, payouts for withdrawals, else the flow type. */
export function metricsSegment(flow: FlowType): string {
  switch (flow) {
    case 'deposit':
      return 'payments';
    case 'withdrawal':
      return 'payouts';
    case 'checkout':
    case 'routing':
      return flow;
    default: {
      const unknown: never = flow;
      return unknown;
    }
  }
}

/** `{base}/{segment}/metrics`, whatever slashes the configured base ends with. */
export function metricsEndpoint(base: string, flow: FlowType): string {
  return `${base.replace(/\/+$/, '')}/${metricsSegment(flow)}/metrics`;
}

/** The body for `metrics`, values rounded to whole ms; a value that is not a finite, non-negative number is left out. */
export function metricsBody(metrics: readonly Metric[], tags: MetricTags): MetricsBody {
  return {
    metrics: metrics.filter(({ value }) => Number.isFinite(value) && value >= 0).map(({ name, value }) => ({ name, value: Math.round(value) })),
    tags,
  };
}
