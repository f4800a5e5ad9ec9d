import { rule as number } from '../../rules/number.ts';
import { rule as pattern } from '../../rules/pattern.ts';
import { rule as required } from '../../rules/required.ts';
import { MESSAGE_KEY, type FieldRule } from '../../rules/field-rule.ts';
import { patternProblem, type PatternProblem } from '../../patterns/pattern-engine.ts';
import type { FormParameter } from '../../server/v1/types.ts';
import type { CompiledField, FieldOptions, FieldUi, FormValue, ValueType } from '../compiled-form.ts';
import type { CompileInput, FieldPlan } from '../field-type.ts';

/** What a compile step changes in the base field. */
export interface FieldShape {
  role?: CompiledField['role'];
  encoding?: CompiledField['encoding'];
  type?: ValueType;
  /** Fixed name (amount, card_cvv), whatever the server called it. */
  name?: string;
  rule?: FieldRule;
  /** Replaces the server's is_required. */
  required?: boolean;
  /** Leave out the server regexp (the field has its own rule). */
  noServerPattern?: boolean;
  autocomplete?: string;
  options?: FieldOptions;
  placeholder?: string;
  /** Read-only whatever the server says (a copy field). */
  readOnly?: boolean;
  initial?: FormValue;
  parts?: CompiledField['parts'];
}

export function text(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value.trim() === '' ? undefined : value;
}

const PROBLEM_TEXT: Readonly<Record<PatternProblem, string>> = {
  invalid: 'does not compile',
  unsupported: 'needs backtracking (a backreference or lookaround), which the linear-time engine cannot run',
  unloaded: 'was compiled before the pattern engine was loaded',
};

/** The server regexp as a rule, unless the linear-time engine cannot run it: then reported and dropped. */
export function serverPattern(source: string | null | undefined, report: CompileInput['report']): FieldRule {
  const regexp = text(source);
  if (regexp === undefined) return {};
  const problem = patternProblem(regexp);
  if (problem === null) return pattern.with(regexp);
  report(`its regexp ${JSON.stringify(regexp.slice(0, 80))} ${PROBLEM_TEXT[problem]}; the field is checked without it`);
  return {};
}

function numericRule(param: FormParameter): FieldRule {
  return param.data_type === 'Float' || param.data_type === 'Integer' ? number.with(param.data_type) : {};
}

function encodingOf(param: FormParameter): CompiledField['encoding'] {
  if (param.data_type === 'Float' || param.data_type === 'Integer') return 'number';
  return param.data_type === 'Boolean' ? 'boolean' : 'text';
}

/**
 * The parts every field type shares (spec section 3, form parameter field): label, placeholder, read-only, required,
 * the server regexp and message key, data type, OTP flag, user requisite as the start value, payout verification.
 */
export function baseField({ param, name, widget, report }: CompileInput, shape: FieldShape = {}): FieldPlan {
  const isRequired = shape.required ?? param.is_required === true;
  const messageKey = text(param.validation_msg_key);
  const readOnly = shape.readOnly === true || param.is_read_only === true;
  const placeholder = shape.placeholder ?? text(param.place_holder);
  const rule: FieldRule = {
    ...(isRequired ? required.with(true) : {}),
    ...numericRule(param),
    ...shape.rule,
    ...(shape.noServerPattern === true ? {} : serverPattern(param.regexp, report)),
    ...(messageKey === undefined ? {} : { [MESSAGE_KEY]: messageKey }),
  };
  const options: FieldOptions = {
    ...(text(param.extended_type) === undefined ? {} : { extendedType: String(param.extended_type) }),
    ...(param.verify_new_payout_account === true ? { verifyNewPayoutAccount: true } : {}),
    ...(typeof param.user_requisite_type_id === 'number' ? { userRequisiteTypeId: param.user_requisite_type_id } : {}),
    ...shape.options,
  };
  const ui: FieldUi = {
    'ui:widget': widget,
    ...(placeholder === undefined ? {} : { 'ui:placeholder': placeholder }),
    ...(shape.autocomplete === undefined ? {} : { 'ui:autocomplete': shape.autocomplete }),
    ...(readOnly ? { 'ui:readonly': true } : {}),
    ...(Object.keys(options).length === 0 ? {} : { 'ui:options': options }),
  };
  const initial = shape.initial ?? text(param.user_requisite);
  return {
    field: {
      name: shape.name ?? name,
      role: shape.role ?? 'parameter',
      encoding: shape.encoding ?? encodingOf(param),
      ...(shape.parts === undefined ? {} : { parts: shape.parts }),
      ...(param.is_otp_requisites === true ? { otp: true } : {}),
    },
    schema: { type: shape.type ?? 'string', title: text(param.label) ?? name, ...(readOnly ? { readOnly: true } : {}), 'x-rule': rule },
    ui,
    ...(initial === undefined ? {} : { initial }),
  };
}
