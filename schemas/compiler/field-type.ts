import type { Currency, FlowType, FormParameter, Limits, PhoneCountryEntry } from '../server/v1/types.ts';
import type { CompiledField, FieldSchema, FieldUi, FormValue } from './compiled-form.ts';

/** What the compiler needs besides the parameters: the flow and the method's currency, limits and settings. */
export interface FormContext {
  flow: FlowType;
  currency: Currency;
  limits: Limits;
  presetAmount?: number | null;
  /** The amount the user typed before the form was drawn afresh: shown as typed, never clamped as a preset is. */
  typedAmount?: string | null;
  amountBlocks?: number[];
  /** The method's amount_reg_exp_fe. */
  amountPattern?: string | null;
  /** Decimal digits the amount may have; spec default 10. */
  amountDecimals?: number;
  /** Withdrawal: the user's balance, above which the amount is refused. */
  userBalance?: number;
  /** Withdrawal: a payout account not saved yet may be typed (allow_new_payout_account, verification not blocked). */
  allowNewPayoutAccount?: boolean;
  /** The method submits as soon as a choice is made (auto_submit). */
  autoSubmit?: boolean;
  /** The countries the method's phone fields offer (the select answer's `countries`); every country when absent. */
  phoneCountries?: readonly PhoneCountryEntry[];
}

/** One field's compiled parts: the JSON Schema property, its uiSchema, what the payload needs, and its start value. */
export interface FieldPlan {
  field: CompiledField;
  schema: FieldSchema;
  ui: FieldUi;
  initial?: FormValue;
}

/** What a compile step is given: the parameter, its checked name, and the registry key its widget is under. */
export interface CompileInput {
  param: FormParameter;
  name: string;
  /** The field type's key in the registry; the compiler writes it as `ui:widget`. */
  widget: string;
  context: FormContext;
  /** Every parameter of the form, for steps that merge several (the expiry month and year). */
  parameters: readonly FormParameter[];
  /** Reports a problem with this parameter (logged by the app) without failing the form. */
  report: (message: string) => void;
}

/** A step that makes no field: `reason` is reported, or null when the parameter was merged into another field. */
export interface SkipField {
  skip: string | null;
}

/** One field type's compile step: pure code over the parameter, in schemas/compiler/fields/. */
export type FieldCompiler = (input: CompileInput) => FieldPlan | SkipField;

/** What the compiler needs of a registry entry. The app passes the widget registry, whose entries also hold a widget. */
export interface FieldTypeEntry {
  compile: FieldCompiler;
}

/** Field type -> its compile step, as the app injects it (field-widgets/registry.ts satisfies it). */
export type FieldTypeTable = Readonly<Record<string, FieldTypeEntry>>;
