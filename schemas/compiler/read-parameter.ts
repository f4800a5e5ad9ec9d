import type { DataType, FieldOption, FormParameter, OptionDetails } from '../server/v1/types.ts';
import { FORBIDDEN_KEYS } from './field-name.ts';

const STRING_KEYS = [
  'name', 'extended_type', 'regexp', 'label', 'place_holder', 'place_holder_empty_list', 'place_holder_empty_list_error',
  'user_requisite', 'validation_msg_key',
] as const;
const BOOLEAN_KEYS = ['is_required', 'is_otp_requisites', 'verify_new_payout_account', 'is_read_only'] as const;
const DATA_TYPES: readonly DataType[] = ['String', 'Float', 'Integer', 'Boolean'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function forbiddenKey(value: Record<string, unknown>): string | undefined {
  return Object.keys(value).find((key) => FORBIDDEN_KEYS.has(key));
}

function readOption(value: unknown): FieldOption | string {
  if (!isRecord(value)) return 'an option that is not an object';
  const key = forbiddenKey(value);
  if (key !== undefined) return `an option with the forbidden key "${key}"`;
  const { label, value: optionValue, is_selected, additional_data: extra } = value;
  if (typeof label !== 'string' || typeof optionValue !== 'string') return 'an option without a text label and value';
  const details = readDetails(extra);
  return {
    label,
    value: optionValue,
    ...(is_selected === true ? { is_selected: true } : {}),
    ...(details === undefined ? {} : { additional_data: details }),
  };
}

function readDetails(value: unknown): OptionDetails | undefined {
  if (!isRecord(value)) return undefined;
  const { label, workingHours } = value;
  const details: OptionDetails = {
    ...(typeof label === 'string' ? { label } : {}),
    ...(typeof workingHours === 'string' ? { workingHours } : {}),
  };
  return Object.keys(details).length === 0 ? undefined : details;
}

/**
 * One server parameter, kept only in the shape the compile steps read: attributes of the wrong type are dropped (the
 * edge parser normally refused them already). A string says why the parameter cannot be used at all.
 */
export function readParameter(value: unknown): FormParameter | string {
  if (!isRecord(value)) return 'is not an object';
  const key = forbiddenKey(value);
  if (key !== undefined) return `has the forbidden key "${key}"`;
  if (typeof value['type'] !== 'string' || value['type'] === '') return 'has no type';
  const param: FormParameter = { type: value['type'] };
  for (const name of STRING_KEYS) {
    const attribute = value[name];
    if (typeof attribute === 'string') param[name] = attribute;
  }
  for (const name of BOOLEAN_KEYS) {
    if (typeof value[name] === 'boolean') param[name] = value[name] === true;
  }
  const dataType = DATA_TYPES.find((known) => known === value['data_type']);
  if (dataType !== undefined) param.data_type = dataType;
  const typeId = value['user_requisite_type_id'];
  if (typeof typeId === 'number' && Number.isInteger(typeId)) param.user_requisite_type_id = typeId;
  if (Array.isArray(value['options'])) {
    const options = value['options'].map(readOption);
    const bad = options.find((option) => typeof option === 'string');
    if (bad !== undefined) return `has ${bad}`;
    param.options = options.filter((option) => typeof option !== 'string');
  }
  return param;
}
