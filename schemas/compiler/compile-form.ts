import type { Currency, FlowType, FormParameter, Limits } from '../server/v1/types.ts';
import type { FieldRule } from '../rules/field-rule.ts';
import { presetAmount } from '../money/preset-amount.ts';
import type { CompiledField, CompiledForm, CompileProblem, FieldSchema, FieldUi, FormValues } from './compiled-form.ts';

/** What the compiler needs besides the parameters: the flow and the method's currency and limits. */
export interface FormContext {
  flow: FlowType;
  currency: Currency;
  limits: Limits;
  presetAmount?: number | null;
  amountBlocks?: number[];
}

/** The merged MM/YY field stands for the month and year parameters (spec section 5). */
export const EXPIRY_FIELD = 'expirationDate';

const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
const FIELD_NAME = /^[A-Za-z_][\w.-]{0,63}$/;

interface FieldPlan {
  field: CompiledField;
  schema: FieldSchema;
  ui: FieldUi;
  initial?: string;
}

function text(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value.trim() === '' ? undefined : value;
}

function fieldUi(widget: string, param: FormParameter, extra: Omit<FieldUi, 'ui:widget'> = {}): FieldUi {
  const placeholder = text(param.place_holder);
  return {
    'ui:widget': widget,
    ...(placeholder === undefined ? {} : { 'ui:placeholder': placeholder }),
    ...(param.is_read_only === true ? { 'ui:readonly': true } : {}),
    ...extra,
  };
}

function stringField(title: string, rule: FieldRule, param: FormParameter): FieldSchema {
  return { type: 'string', title, 'x-rule': rule, ...(param.is_read_only === true ? { readOnly: true } : {}) };
}

function serverRule(param: FormParameter): FieldRule {
  const pattern = text(param.regexp);
  const messageKey = text(param.validation_msg_key);
  return {
    required: param.is_required === true,
    ...(pattern === undefined ? {} : { pattern }),
    ...(messageKey === undefined ? {} : { messageKey }),
  };
}

function isExpiryMonth(param: FormParameter): boolean {
  return param.extended_type === 'card_exp_month' || param.name === 'month' || param.name === 'card_exp_month';
}

/** Compiles one known parameter, or returns undefined for a type the compiler does not know. */
function planField(param: FormParameter, name: string, context: FormContext, cardNumberField: string): FieldPlan | undefined {
  const title = text(param.label) ?? name;
  switch (param.type) {
    case 'amount': {
      const { limits, flow } = context;
      const initial = presetAmount(limits, context.presetAmount, context.amountBlocks);
      return {
        field: { name: 'amount', role: 'amount' },
        schema: stringField(title, { required: true, amount: { min: limits.min_amount, max: limits.max_amount, flow } }, param),
        ui: fieldUi('amount', param, {
          'ui:autocomplete': 'transaction-amount',
          'ui:options': { inputMode: 'decimal', amountBlocks: context.amountBlocks ?? [] },
        }),
        initial: String(initial),
      };
    }
    case 'cardPan':
      return {
        field: { name, role: 'cardNumber' },
        schema: stringField(title, { required: true, cardNumber: true }, param),
        ui: fieldUi('cardPan', param, { 'ui:autocomplete': 'cc-number', 'ui:options': { inputMode: 'numeric' } }),
      };
    case 'cardCvv':
      return {
        field: { name: 'card_cvv', role: 'cvv' },
        schema: stringField(title, { required: param.is_required === true, cvv: { cardNumberField } }, param),
        ui: fieldUi('cardCvv', param, { 'ui:autocomplete': 'cc-csc', 'ui:options': { inputMode: 'numeric' } }),
      };
    case 'input':
      if (param.extended_type === 'card_cardholder_name') {
        return {
          field: { name, role: 'cardholderName' },
          schema: stringField(title, { required: param.is_required === true, cardholderName: true }, param),
          ui: fieldUi('input', param, { 'ui:autocomplete': 'cc-name' }),
        };
      }
      return { field: { name, role: 'parameter' }, schema: stringField(title, serverRule(param), param), ui: fieldUi('input', param) };
    default:
      return undefined;
  }
}

function expiryPlan(month: FormParameter & { name: string }, year: FormParameter & { name: string }): FieldPlan {
  return {
    field: { name: EXPIRY_FIELD, role: 'expiry', parts: { month: month.name, year: year.name } },
    schema: stringField(text(month.label) ?? 'Expiry date', { required: true, expiry: true }, month),
    ui: fieldUi('expirationDate', { ...month, place_holder: month.place_holder ?? 'MM/YY' }, {
      'ui:autocomplete': 'cc-exp',
      'ui:options': { inputMode: 'numeric' },
    }),
  };
}

/**
 * Server form parameters -> JSON Schema, uiSchema and initial data for react-jsonschema-form (spec sections 3 and 5).
 * Never throws: a parameter it cannot use is left out or rendered as plain text, and named in `problems`.
 */
export function compileForm(parameters: readonly FormParameter[], context: FormContext): CompiledForm {
  const problems: CompileProblem[] = [];
  const plans: FieldPlan[] = [];
  const cardNumberField = parameters.find((param) => param.type === 'cardPan')?.name ?? 'card_pan';
  const expiryParts: { month?: FormParameter & { name: string }; year?: FormParameter & { name: string }; at?: number } = {};

  parameters.forEach((param, index) => {
    const name = param.type === 'amount' ? 'amount' : param.name;
    if (name === undefined || !FIELD_NAME.test(name) || FORBIDDEN_NAMES.has(name)) {
      problems.push({ index, message: `Parameter ${index} of type "${param.type}" has no usable name (${JSON.stringify(name ?? null)}); it was skipped.` });
      return;
    }
    if (param.type === 'expirationDate') {
      expiryParts[isExpiryMonth(param) ? 'month' : 'year'] = { ...param, name };
      expiryParts.at ??= plans.length;
      return;
    }
    const plan = planField(param, name, context, cardNumberField);
    if (plan !== undefined) {
      plans.push(plan);
      return;
    }
    problems.push({ index, message: `Unknown field type "${param.type}" for "${name}"; shown as a text input.` });
    plans.push({ field: { name, role: 'parameter' }, schema: stringField(text(param.label) ?? name, serverRule(param), param), ui: fieldUi('input', param) });
  });

  if (expiryParts.month !== undefined && expiryParts.year !== undefined) {
    plans.splice(expiryParts.at ?? plans.length, 0, expiryPlan(expiryParts.month, expiryParts.year));
  } else if (expiryParts.month !== undefined || expiryParts.year !== undefined) {
    problems.push({ index: -1, message: 'An expiry month parameter came without its year (or the other way round); the expiry field was skipped.' });
  }

  const seen = new Set<string>();
  const unique = plans.filter((plan) => {
    if (seen.has(plan.field.name)) {
      problems.push({ index: -1, message: `Field "${plan.field.name}" appears twice; the second one was skipped.` });
      return false;
    }
    seen.add(plan.field.name);
    return true;
  });

  const formData: FormValues = {};
  const uiSchema: CompiledForm['uiSchema'] = { 'ui:order': unique.map((plan) => plan.field.name) };
  const properties: Record<string, FieldSchema> = {};
  for (const plan of unique) {
    properties[plan.field.name] = plan.schema;
    uiSchema[plan.field.name] = plan.ui;
    if (plan.initial !== undefined) formData[plan.field.name] = plan.initial;
  }
  return {
    schema: {
      type: 'object',
      required: unique.filter((plan) => plan.schema['x-rule'].required === true).map((plan) => plan.field.name),
      properties,
    },
    uiSchema,
    formData,
    fields: unique.map((plan) => plan.field),
    problems,
  };
}
