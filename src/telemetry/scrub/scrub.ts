/**
 * The product's face of the scrubber: what every telemetry sink (error reports, breadcrumbs, analytics, metrics)
 * runs its payloads and URLs through before they leave the browser. The same rules the fixture recorder and the
 * HAR importer use (redact-json, redact-http, redact-text); only the session id's replacement differs: a recording
 * keeps the scenario name so a replay finds it, telemetry gets a placeholder.
 */
import { placeholder } from './field-rules.ts';
import type { JsonValue } from './json-value.ts';
import { redactUrl, URL_STRING } from './redact-http.ts';
import { MAX_DEPTH, redactJson } from './redact-json.ts';
import { redactText, type Echo, type RedactOptions } from './redact-text.ts';

export interface ScrubContext {
  /** The live session id, replaced wherever it appears (whole field, inside text, URL-encoded). */
  readonly sessionId?: string | undefined;
  /** Secrets the user typed (a cardholder name) to remove wherever a payload repeats them. */
  readonly echoes?: readonly Echo[] | undefined;
}

function optionsOf(context: ScrubContext): RedactOptions {
  return { scenarioName: placeholder('session-id'), sessionId: context.sessionId, echoes: context.echoes };
}

/** A JSON payload (an error event, a breadcrumb, an analytics batch) with card data, tokens and the session id removed. */
export function scrubJson(value: JsonValue, context: ScrubContext = {}): JsonValue {
  return redactJson(value, optionsOf(context)).value;
}

/** Free text (an error message, a stack trace, a console line). */
export function scrubText(text: string, context: ScrubContext = {}): string {
  return redactText(text, optionsOf(context)).text;
}

/** A URL, absolute or origin-relative; a string that is no URL at all is scrubbed as text. */
export function scrubUrl(url: string, context: ScrubContext = {}): string {
  try {
    return redactUrl(url, optionsOf(context)).value;
  } catch {
    return scrubText(url, context);
  }
}

function scrubUrlStrings(value: JsonValue, context: ScrubContext, depth: number): JsonValue {
  // Deeper values are replaced whole by scrubJson.
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') {
    return typeof value === 'string' && URL_STRING.test(value) ? scrubUrl(value, context) : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubUrlStrings(item, context, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubUrlStrings(item, context, depth + 1)]));
}

/** A plain JSON copy of what a library hands over (an error event, a breadcrumb); null when it cannot be one. */
function asJson(value: unknown): JsonValue {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? null : (JSON.parse(text) as JsonValue);
  } catch {
    return null;
  }
}

/**
 * Any telemetry payload (an error event, a transaction, a breadcrumb) as JSON with every URL in it scrubbed as a URL
 * (tokens in its query by name) and then everything as JSON: the one gate before anything leaves the browser.
 */
export function scrubPayload(value: unknown, context: ScrubContext = {}): JsonValue {
  return scrubJson(scrubUrlStrings(asJson(value), context, 0), context);
}
