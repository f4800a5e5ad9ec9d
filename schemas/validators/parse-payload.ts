import type { ErrorObject } from 'ajv';
import {
  validateCashierPayload,
  validateErrorBody,
  validateMethodDetails,
  validatePaymentResult,
} from 'virtual:cashier-validators/payloads';
import type { StandaloneValidator } from './standalone-validator.ts';
import type { CashierPayload, ErrorBody, MethodDetails, PaymentResult } from '../server/v1/types.ts';

/** One way a payload differs from its schema: where (a JSON pointer, '' for the root) and what was expected. */
export interface PayloadProblem {
  path: string;
  expected: string;
}

/** What an edge parser answers: the typed payload, or every problem found in it. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; problems: PayloadProblem[] };

/** Checks the cashier (methods list) payload. */
export function parseCashierPayload(json: unknown): ParseResult<CashierPayload> {
  return parseWith(validateCashierPayload, json);
}

/** Checks the method form details payload. */
export function parseMethodDetails(json: unknown): ParseResult<MethodDetails> {
  return parseWith(validateMethodDetails, json);
}

/** Checks what submit and 3ds-result answer. */
export function parsePaymentResult(json: unknown): ParseResult<PaymentResult> {
  return parseWith(validatePaymentResult, json);
}

/** Checks an error body. */
export function parseErrorBody(json: unknown): ParseResult<ErrorBody> {
  return parseWith(validateErrorBody, json);
}

/** Checks a free-form answer (DELETE /user-cards): any JSON object, whatever it holds. */
export function parseJsonObject(json: unknown): ParseResult<Readonly<Record<string, unknown>>> {
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) return { ok: true, value: json as Readonly<Record<string, unknown>> };
  return { ok: false, problems: [{ path: '', expected: 'must be object' }] };
}

/** One paragraph for logs and error reports, e.g. `The method details payload is invalid: /limits must be object.` */
export function describeProblems(what: string, problems: readonly PayloadProblem[]): string {
  const list = problems.map(({ path, expected }) => `${path === '' ? 'the root' : path} ${expected}`).join('; ');
  return `The ${what} is invalid: ${list === '' ? 'no detail was given' : list}.`;
}

function parseWith<T>(validate: StandaloneValidator<T>, json: unknown): ParseResult<T> {
  if (validate(json)) return { ok: true, value: json };
  return { ok: false, problems: (validate.errors ?? []).map(toProblem) };
}

function toProblem(error: ErrorObject): PayloadProblem {
  const missingProperty: unknown = error.params['missingProperty'];
  const path = typeof missingProperty === 'string' ? `${error.instancePath}/${missingProperty}` : error.instancePath;
  const expected = typeof missingProperty === 'string' ? 'is required' : (error.message ?? `must pass ${error.keyword}`);
  return { path, expected };
}
