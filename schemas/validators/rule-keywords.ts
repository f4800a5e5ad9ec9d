import { _, Name, type Code, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
import * as amount from '../rules/amount.ts';
import * as cardNumber from '../rules/card-number.ts';
import * as cardholderName from '../rules/cardholder-name.ts';
import * as cvv from '../rules/cvv.ts';
import * as expiry from '../rules/expiry.ts';
import * as required from '../rules/required.ts';

/**
 * The rule modules the keywords call, by the name the generated validator module imports each one under. Standalone
 * code cannot carry a function's closure, so every call is emitted as `<import name>.<export>` and the module that
 * holds the code imports these files (see compile-validators.ts).
 */
export const RULE_MODULES = {
  ruleAmount: { file: 'amount', exports: amount },
  ruleCardNumber: { file: 'card-number', exports: cardNumber },
  ruleCardholderName: { file: 'cardholder-name', exports: cardholderName },
  ruleCvv: { file: 'cvv', exports: cvv },
  ruleExpiry: { file: 'expiry', exports: expiry },
  ruleRequired: { file: 'required', exports: required },
} as const;

type RuleModuleName = keyof typeof RULE_MODULES;

/** A reference, usable in generated code, to one exported function of a rule module. */
function ruleFunction<M extends RuleModuleName>(
  cxt: KeywordCxt,
  module: M,
  exportName: keyof (typeof RULE_MODULES)[M]['exports'] & string,
): Name {
  const exports: Record<string, unknown> = RULE_MODULES[module].exports;
  return cxt.gen.scopeValue('func', {
    ref: exports[exportName],
    code: _`${new Name(module)}.${new Name(exportName)}`,
  });
}

function isString(data: Name): Code {
  return _`typeof ${data} == "string"`;
}

/** The data is missing (spec section 5); only used as the `if` of the field-rule schema. */
const blank: CodeKeywordDefinition = {
  keyword: 'blank',
  schemaType: 'boolean',
  code(cxt) {
    const isMissing = ruleFunction(cxt, 'ruleRequired', 'isMissing');
    cxt.pass(cxt.schema === true ? _`${isMissing}(${cxt.data})` : _`!${isMissing}(${cxt.data})`);
  },
};

const filled: CodeKeywordDefinition = {
  keyword: 'filled',
  schemaType: 'boolean',
  $data: true,
  code(cxt) {
    const isMissing = ruleFunction(cxt, 'ruleRequired', 'isMissing');
    cxt.fail$data(_`${cxt.schemaCode} && ${isMissing}(${cxt.data})`);
  },
};

const cardNumberKeyword: CodeKeywordDefinition = {
  keyword: 'cardNumber',
  schemaType: 'boolean',
  $data: true,
  code(cxt) {
    const check = ruleFunction(cxt, 'ruleCardNumber', 'checkCardNumber');
    cxt.fail$data(_`${cxt.schemaCode} && !(${isString(cxt.data)} && ${check}(${cxt.data}))`);
  },
};

const expiryKeyword: CodeKeywordDefinition = {
  keyword: 'expiry',
  schemaType: 'number',
  $data: true,
  code(cxt) {
    const check = ruleFunction(cxt, 'ruleExpiry', 'checkExpiry');
    cxt.fail$data(_`!(${isString(cxt.data)} && ${check}(${cxt.data}, new Date(${cxt.schemaCode})))`);
  },
};

const cvvKeyword: CodeKeywordDefinition = {
  keyword: 'cvv',
  schemaType: 'number',
  $data: true,
  code(cxt) {
    const check = ruleFunction(cxt, 'ruleCvv', 'checkCvv');
    cxt.fail$data(_`!(${isString(cxt.data)} && ${check}(${cxt.data}, ${cxt.schemaCode}))`);
  },
};

const cardholderNameKeyword: CodeKeywordDefinition = {
  keyword: 'cardholderName',
  schemaType: 'boolean',
  $data: true,
  code(cxt) {
    const check = ruleFunction(cxt, 'ruleCardholderName', 'checkCardholderName');
    cxt.fail$data(_`${cxt.schemaCode} && !(${isString(cxt.data)} && ${check}(${cxt.data}))`);
  },
};

/** Fails with params `{ code }`, the amount error code the rule function returned. */
const amountLimits: CodeKeywordDefinition = {
  keyword: 'amountLimits',
  schemaType: 'object',
  $data: true,
  error: {
    message: ({ params }) => _`"must be within the amount limits: " + ${params['code'] ?? _`null`}`,
    params: ({ params }) => _`{code: ${params['code'] ?? _`null`}}`,
  },
  code(cxt) {
    const { gen, schemaCode } = cxt;
    const check = ruleFunction(cxt, 'ruleAmount', 'checkAmount');
    const code = gen.let('amountError', _`null`);
    // fail$data checks the $data type only after this line runs, so the limits are guarded here as well.
    gen.if(_`${schemaCode} !== null && typeof ${schemaCode} == "object"`, () =>
      gen.assign(code, _`${check}(${cxt.data}, ${schemaCode})`),
    );
    cxt.setParams({ code });
    cxt.fail$data(_`${code} !== null`);
  },
};

/** Every business-rule keyword of the field-rule schema, for `ajv.addKeyword`. */
export const ruleKeywords: readonly CodeKeywordDefinition[] = [
  blank,
  filled,
  cardNumberKeyword,
  expiryKeyword,
  cvvKeyword,
  cardholderNameKeyword,
  amountLimits,
];
