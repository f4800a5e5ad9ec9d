import type { DateFormat } from '../rules/date.ts';
import type { FieldRule } from '../rules/field-rule.ts';
import type { OptionDetails } from '../server/v1/types.ts';

/** What a field is for, which decides where its value goes in the submission payload. */
export type FieldRole =
  | 'amount' | 'cardNumber' | 'expiry' | 'cvv' | 'cardholderName' | 'cardId' | 'cardBin' | 'creditCardMarker'
  | 'parameter' | 'display';

/**
 * How a parameter's value is encoded in the payload's `parameters` (spec section 5: numbers and booleans kept). A date
 * carries the format it is typed in, so the payload reads it the way the field's mask wrote it.
 */
export type PayloadEncoding = 'text' | 'number' | 'boolean' | 'none' | { isoDate: DateFormat };

/** The JSON Schema type of a field's value in the form data. */
export type ValueType = 'string' | 'boolean';

export interface FieldSchema {
  type: ValueType;
  title: string;
  readOnly?: boolean;
  'x-rule': FieldRule;
}

export interface FormSchema {
  type: 'object';
  required: string[];
  properties: Record<string, FieldSchema>;
}

/** One choice of a select, bet shop or saved-card field. */
export interface ChoiceOption {
  label: string;
  value: string;
  /** Bet shops: the address line and working hours shown under the name. */
  additional_data?: OptionDetails;
}

/** A country a phone field offers: ISO code, dial code, the server's English name, and national masks (X a digit). */
export interface PhoneFieldCountry {
  iso: string;
  dialCode: string;
  name?: string;
  masks: string[];
}

/** `ui:options` of a field: the contract between the compiler and the widget named by `ui:widget`. */
export interface FieldOptions {
  inputMode?: 'numeric' | 'decimal' | 'text' | 'tel' | 'email';
  /** The server's extended_type, for widgets that vary by it (wallets, banks, popup). */
  extendedType?: string;
  amountBlocks?: number[];
  /** Select, bet shop and saved-card choices, in server order. */
  choices?: ChoiceOption[];
  /**
   * What a choice field shows, and the error key it reports, when the server sent no options. A null key (set from
   * outside the compiler) reports nothing: another error of the field says why the list is empty.
   */
  emptyList?: { text?: string; errorKey?: string | null };
  /** Phone: whether the value carries the country dial code (phone_with_country, ..._plus) or not. */
  dialCode?: 'with' | 'without' | 'withPlus';
  /** Phone: the only countries offered, when the server names them (the method's `countries`). */
  countries?: PhoneFieldCountry[];
  /** Date: the order and separator of its input groups, from the field's mask. */
  dateFormat?: { order: 'dmy' | 'ymd'; separator: string };
  /** File upload: accepted extensions (`.pdf,.png`) and the size limit in bytes. */
  accept?: string;
  maxBytes?: number;
  /** Copy field: the value is shown read-only with a copy button. */
  copyable?: boolean;
  /** Info field: the text to show (the label). */
  text?: string;
  /** Choosing a value submits the form (method auto_submit on a choice field). */
  autoSubmit?: boolean;
  /** Payout account fields: a new account must be verified (verify_new_payout_account). */
  verifyNewPayoutAccount?: boolean;
  /** The user requisite type the value belongs to (user_requisite_type_id). */
  userRequisiteTypeId?: number;
  /** Payout account select: the user may type a new account instead of choosing a saved one (allow_new_payout_account). */
  allowNewAccount?: boolean;
  /** The field is not shown (card id, bin and the credit-card marker travel without being typed). */
  hidden?: boolean;
  /** rjsf's own option: the widget labels itself (checkbox) or has no input to label (info). */
  label?: false;
  /**
   * rjsf's own option: the field's template shows no errors, because the widget shows them itself, where they belong
   * (a payout account: right under its input, above the switch between a saved and a new account).
   */
  hideError?: true;
}

/** rjsf uiSchema entry of one field. */
export interface FieldUi {
  /** The field type's key in the widget registry. */
  'ui:widget': string;
  'ui:placeholder'?: string;
  'ui:autocomplete'?: string;
  'ui:readonly'?: boolean;
  /** Set from outside the compiler (a field override), never by it. */
  'ui:disabled'?: boolean;
  'ui:options'?: FieldOptions;
}

export type FormUiSchema = { 'ui:order': string[] } & Record<string, FieldUi | string[]>;

/** A field's value in the form data: text as typed, or a checkbox's boolean. */
export type FormValue = string | boolean;

export type FormValues = Record<string, FormValue | undefined>;

export interface CompiledField {
  name: string;
  role: FieldRole;
  /** How a `parameter` travels in the payload; other roles have their own place. */
  encoding: PayloadEncoding;
  /** For the merged expiry field: the server's names of its month and year parameters (validationKeys). */
  parts?: { month: string; year: string };
  /** An OTP requisite (is_otp_requisites), which the payload leaves out in some cases. */
  otp?: boolean;
}

export interface CompileProblem {
  /** Index of the offending parameter in the server's list, -1 for the form as a whole. */
  index: number;
  message: string;
}

/** A server form compiled for react-jsonschema-form, with what the payload builder needs to know of each field. */
export interface CompiledForm {
  schema: FormSchema;
  uiSchema: FormUiSchema;
  formData: FormValues;
  fields: CompiledField[];
  problems: CompileProblem[];
}
