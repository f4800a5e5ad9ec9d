import type { StartParams } from '../app/start-params.ts';
import { loadChunk } from './errors/chunk-load.ts';
import { claimReload } from './errors/reload-guard.ts';

/** What the loaded telemetry offers the entry. */
export interface Telemetry {
  /** Sends what the error reporter holds, at most `timeoutMs`; at once without a reporter. */
  flushErrors(timeoutMs: number): Promise<void>;
}

/** How long a reload waits for the report of what made it necessary (ms). */
const FLUSH_BEFORE_RELOAD_MS = 2000;

let startParams: StartParams | null = null;
let started: Promise<Telemetry | null> | null = null;

/** Remembers the start-up parameters the sinks need (session, flow, metrics, brand); nothing loads yet. */
export function configureTelemetry(params: StartParams): void {
  startParams = params;
}

/**
 * Loads and starts telemetry (its own chunk, src/telemetry/start-telemetry.ts) once: after the first screen is
 * interactive, or earlier when a crash must be reported before the cashier starts again. Null when it cannot load.
 */
export function loadTelemetry(): Promise<Telemetry | null> {
  started ??= loadChunk(() => import('./start-telemetry.ts'), { background: true })().then(
    ({ startTelemetry }) => (startParams === null ? null : startTelemetry(startParams)),
    () => null,
  );
  return started;
}

/**
 * Starts the cashier again from its address (the merchant's reinit) once the report of why has been sent, unless it
 * did so within the reload window already (src/telemetry/errors/reload-guard.ts); says whether it will.
 */
export function reloadOnce(): boolean {
  if (!claimReload()) return false;
  void loadTelemetry()
    .then((telemetry) => telemetry?.flushErrors(FLUSH_BEFORE_RELOAD_MS))
    .catch(() => undefined)
    .finally(() => window.location.reload());
  return true;
}
