/** The validators precompiled by schemas/validators/vite-plugin.ts (compile-validators.ts lists them). */
declare module 'virtual:cashier-validators' {
  import type { ErrorObject } from 'ajv';
  import type { CashierPayload, ErrorBody, MethodDetails, PaymentResult } from '../server/v1/types';
  import type { RuleCheck } from './field-rule-schema';

  /** A standalone ajv validator: a type guard that leaves its errors (all of them) on `errors` when it fails. */
  export interface StandaloneValidator<T> {
    (data: unknown): data is T;
    errors?: ErrorObject[] | null;
  }

  export const validateCashierPayload: StandaloneValidator<CashierPayload>;
  export const validateMethodDetails: StandaloneValidator<MethodDetails>;
  export const validatePaymentResult: StandaloneValidator<PaymentResult>;
  export const validateErrorBody: StandaloneValidator<ErrorBody>;
  export const validateFieldRule: StandaloneValidator<RuleCheck>;
}
