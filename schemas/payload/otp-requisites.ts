import type { CompiledField } from '../compiler/compiled-form.ts';
import type { ParameterValue } from './submission.ts';

/**
 * The body of POST /payments/groups/{paygroup_id}/otp (spec section 7: the request fields without paygroup_id, which
 * is in the path): the code, and of the submitted parameters only the OTP-requisite fields (is_otp_requisites),
 * the details the code confirms. Every other field, card data above all, is filtered out: it went with the submit.
 */
export function otpRequestBody(code: string, fields: readonly Pick<CompiledField, 'name' | 'otp'>[], parameters: Readonly<Record<string, ParameterValue>>): Record<string, ParameterValue> {
  const requisites: Record<string, ParameterValue> = {};
  for (const field of fields) {
    const value = field.otp === true && Object.hasOwn(parameters, field.name) ? parameters[field.name] : undefined;
    if (value !== undefined && field.name !== 'otp') requisites[field.name] = value;
  }
  return { ...requisites, otp: code.trim() };
}
