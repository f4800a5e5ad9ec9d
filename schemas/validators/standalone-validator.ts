import type { ErrorObject } from 'ajv';

/** A standalone ajv validator: a type guard that leaves its errors (all of them) on `errors` when it fails. */
export interface StandaloneValidator<T> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}
