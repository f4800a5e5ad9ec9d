import type { FormParameter } from '../server/v1/types.ts';
import type { CompiledForm, CompileProblem, FieldSchema, FormValues } from './compiled-form.ts';
import { fieldTypeOf } from './extended-types.ts';
import { capFields } from './field-cap.ts';
import { fieldNameProblem } from './field-name.ts';
import type { CompileInput, FieldPlan, FieldTypeTable, FormContext } from './field-type.ts';
import { baseField } from './fields/base-field.ts';
import { newCardParameters } from './new-card.ts';
import { readParameter } from './read-parameter.ts';

export type { FormContext } from './field-type.ts';
export { EXPIRY_FIELD } from './fields/expiry.ts';

/** The field type an unknown type falls back to, and the widget it renders with (spec: a plain text input). */
export const FALLBACK_TYPE = 'input';

function describe(index: number, name: unknown, type: unknown): string {
  const named = typeof name === 'string' && name !== '' ? ` "${name.slice(0, 64)}"` : '';
  return `Parameter ${index}${named}${typeof type === 'string' ? ` of type "${type.slice(0, 64)}"` : ''}`;
}

/** Compiles one parameter with its registered step, or as a plain text input when its type is unknown. */
function planOf(param: FormParameter, name: string, base: Omit<CompileInput, 'param' | 'name' | 'widget'>, types: FieldTypeTable): FieldPlan | { skip: string | null } {
  const registered = (type: string): boolean => Object.hasOwn(types, type);
  const type = fieldTypeOf(param, registered);
  const input: CompileInput = { ...base, param, name, widget: registered(type) ? type : FALLBACK_TYPE };
  if (registered(type)) return types[type]?.compile(input) ?? { skip: 'has no compile step' };
  base.report(`has an unknown field type; it is shown as a text input`);
  return baseField(input);
}

/**
 * Server form parameters -> JSON Schema, uiSchema and initial data for react-jsonschema-form (spec sections 3 and 5).
 * `types` is the field-type registry the app injects (field-widgets/registry.ts): each type's compile step.
 * Never throws: a parameter it cannot use is left out or rendered as plain text, and named in `problems`.
 */
export function compileForm(parameters: unknown, context: FormContext, types: FieldTypeTable): CompiledForm {
  const problems: CompileProblem[] = [];
  if (!Array.isArray(parameters)) {
    return assemble([], [{ index: -1, message: 'The form parameters are not a list; the form has no fields.' }]);
  }
  const { kept, problem } = capFields<unknown>(parameters);
  if (problem !== null) problems.push(problem);
  const readable = kept.map(readParameter);
  const given = readable.filter((param): param is FormParameter => typeof param !== 'string');
  // "New card" in a saved-card list with no typed card beside it needs the card fields: compiled right after the list.
  const newCard = newCardParameters(given, context.flow);
  const usable = [...given, ...newCard];
  const plans: FieldPlan[] = [];
  readable.forEach((param, index) => {
    const raw: unknown = kept[index];
    const rawRecord = typeof raw === 'object' && raw !== null ? raw : {};
    const label = describe(index, Reflect.get(rawRecord, 'name'), Reflect.get(rawRecord, 'type'));
    const report = (message: string): void => void problems.push({ index, message: `${label} ${message}.` });
    if (typeof param === 'string') return report(`${param}; it was skipped`);
    const name = param.type === 'amount' ? 'amount' : param.name;
    const nameProblem = fieldNameProblem(name);
    if (nameProblem !== null || name === undefined) return report(`${nameProblem ?? 'has no name'}; it was skipped`);
    const add = (field: FormParameter, fieldName: string): void => {
      try {
        const plan = planOf(field, fieldName, { context, parameters: usable, report }, types);
        if ('skip' in plan) {
          if (plan.skip !== null) report(plan.skip);
        } else {
          plans.push(plan);
        }
      } catch (error) {
        // A compile step that throws on odd input is a bug; the rest of the form still renders.
        report(`could not be compiled (${error instanceof Error ? error.message : String(error)}); it was skipped`);
      }
    };
    add(param, name);
    if (param.type === 'card') newCard.forEach((extra) => add(extra, extra.name ?? ''));
  });
  return assemble(plans, problems);
}

function assemble(plans: readonly FieldPlan[], problems: CompileProblem[]): CompiledForm {
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
      required: unique.filter((plan) => plan.schema['x-rule']['required'] === true).map((plan) => plan.field.name),
      properties,
    },
    uiSchema,
    formData,
    fields: unique.map((plan) => plan.field),
    problems,
  };
}
