/** One broken rule: the error key the app translates, and the values its text may interpolate. */
export interface RuleFailure {
  key: string;
  params?: Readonly<Record<string, string | number>>;
}

/** What a rule may read besides its own value: the whole form (a cvv follows the card number) and the clock. */
export interface RuleContext {
  form: Readonly<Record<string, unknown>>;
  /** Epoch milliseconds, passed in so date rules are reproducible. */
  now: number;
}

/** The data the precompiled field-rule validator checks: one value, the field's rules, and the context. */
export interface RuleCheck {
  value: unknown;
  rule: Readonly<Record<string, unknown>>;
  context: RuleContext;
}

/** What a rule file writes: pure functions over its own parameter, which `isParam` narrows from the field's JSON. */
export interface RuleSpec<P> {
  /** The key of the rule's parameter in a field's `x-rule`; the file is named after it in kebab case. */
  name: string;
  /** Business rules report before the server's own constraints (pattern, lengths), which run `late`. */
  late?: boolean;
  isParam: (param: unknown) => param is P;
  /** Checks a value that is not blank. */
  check: (value: unknown, param: P, context: RuleContext) => RuleFailure | null;
  /** Checks a blank value; without it a blank value passes, which is how optional fields stay optional. */
  whenBlank?: (param: P, context: RuleContext) => RuleFailure | null;
}

/** A rule as the build discovers it (the `rule` export of a schemas/rules/*.ts file) and as the validator runs it. */
export interface RuleDefinition<P = unknown> {
  readonly kind: 'cashier-rule';
  readonly name: string;
  readonly late: boolean;
  /** The rule's outcome for one check; never throws. */
  readonly run: (check: RuleCheck) => RuleFailure | null;
  /** The `x-rule` fragment that switches the rule on with `param`. */
  readonly with: (param: P) => Readonly<Record<string, P>>;
  /** The rule's parameter in a field's `x-rule`, when present and well-formed. */
  readonly read: (rule: Readonly<Record<string, unknown>> | undefined) => P | undefined;
}

/** Spec section 5: empty, undefined, null or a whitespace-only string counts as missing. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** Returned by a rule that failed for a reason the app has no better key for. */
export const FIELD_HAS_ERROR = 'PH.ERROR.FIELD_HAS_ERROR';

/** Wraps a rule file's pure functions into the definition the validator build registers as an ajv keyword. */
export function defineRule<P>(spec: RuleSpec<P>): RuleDefinition<P> {
  const read = (rule: Readonly<Record<string, unknown>> | undefined): P | undefined => {
    const param: unknown = rule !== undefined && Object.hasOwn(rule, spec.name) ? rule[spec.name] : undefined;
    return spec.isParam(param) ? param : undefined;
  };
  return {
    kind: 'cashier-rule',
    name: spec.name,
    late: spec.late === true,
    with: (param) => ({ [spec.name]: param }),
    read,
    run({ value, rule, context }) {
      const param = read(rule);
      if (param === undefined) return null;
      try {
        if (isBlank(value)) return spec.whenBlank?.(param, context) ?? null;
        return spec.check(value, param, context);
      } catch {
        // A rule that throws on odd input is a bug, but the field must stay usable: it fails instead of the form.
        return { key: FIELD_HAS_ERROR };
      }
    },
  };
}

/** Narrows a module's `rule` export, as the build reads it from every rule file. */
export function isRuleDefinition(value: unknown): value is RuleDefinition {
  return typeof value === 'object' && value !== null && Reflect.get(value, 'kind') === 'cashier-rule';
}

/** The pass-or-fail shape most rules have: `failure` when `ok` is false. */
export function failUnless(ok: boolean, key: string): RuleFailure | null {
  return ok ? null : { key };
}

export const isTrue = (param: unknown): param is true => param === true;
export const isNonNegativeNumber = (param: unknown): param is number =>
  typeof param === 'number' && Number.isFinite(param) && param >= 0;
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text a value was typed as: numbers as their decimal form, anything else not text at all. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}
