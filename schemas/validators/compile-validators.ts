import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import {
  cashierPayloadSchema,
  errorBodySchema,
  methodDetailsSchema,
  paymentResultSchema,
} from '../server/v1/payloads.schema.ts';
import { fieldRuleSchema } from './field-rule-schema.ts';
import { RULE_MODULES, ruleKeywords } from './rule-keywords.ts';

/**
 * The generated modules and the validators each exports, by export name. Two modules, so the method list loads the
 * payload validators without the card rules the form needs. Keep virtual-payloads.d.ts and virtual-field-rule.d.ts in step.
 */
export const VALIDATOR_MODULES = {
  payloads: {
    validateCashierPayload: cashierPayloadSchema,
    validateMethodDetails: methodDetailsSchema,
    validatePaymentResult: paymentResultSchema,
    validateErrorBody: errorBodySchema,
  },
  'field-rule': { validateFieldRule: fieldRuleSchema },
} as const;

export type ValidatorModuleName = keyof typeof VALIDATOR_MODULES;

const RULES_DIR = fileURLToPath(new URL('../rules/', import.meta.url));

const AJV_RUNTIME_REQUIRE = /require\("(ajv\/dist\/runtime\/[a-z0-9_]+)"\)/g;

/**
 * The ESM source of every precompiled validator. Runs ajv's compiler, so only in Node at build, dev or test time;
 * the module it returns holds plain functions and imports only the rule modules and ajv's small runtime helpers.
 */
export function compileValidatorsModule(name: ValidatorModuleName): string {
  const ajv = new Ajv({
    allErrors: true,
    $data: true,
    // Server regexps were written for `new RegExp(source)`; the `u` flag would reject escapes like `\-` and fail every value.
    unicodeRegExp: false,
    // Keywords such as `pattern` sit beside `if`/`oneOf` without a `type`, which is deliberate: the value may be any JSON.
    strictTypes: false,
    code: { source: true, esm: true, lines: true },
  });
  for (const keyword of ruleKeywords) ajv.addKeyword(keyword);
  const refs: Record<string, string> = {};
  for (const [exportName, schema] of Object.entries(VALIDATOR_MODULES[name])) {
    ajv.addSchema(schema);
    refs[exportName] = schema.$id;
  }
  return toEsm(standaloneCode(ajv, refs));
}

/** Imports for the rule modules, and `require()` of ajv runtime helpers turned into imports (ajv issue #1976). */
function toEsm(source: string): string {
  const ruleImports = Object.entries(RULE_MODULES)
    .filter(([name]) => source.includes(`${name}.`))
    .map(
    ([name, { file }]) => `import * as ${name} from ${JSON.stringify(path.join(RULES_DIR, `${file}.ts`))};`,
  );
  const runtimeImports: string[] = [];
  const runtimeNames = new Map<string, string>();
  const body = source.replace(AJV_RUNTIME_REQUIRE, (_match, specifier: string) => {
    const known = runtimeNames.get(specifier);
    if (known !== undefined) return known;
    const name = `ajvRuntime${runtimeNames.size}`;
    runtimeNames.set(specifier, name);
    runtimeImports.push(
      `import * as ${name}Namespace from ${JSON.stringify(specifier)};`,
      `const ${name} = cjsExports(${name}Namespace);`,
    );
    return name;
  });
  if (/\brequire\(/.test(body)) {
    throw new Error('Standalone validator code still calls require(); add its module to toEsm in compile-validators.ts');
  }
  const helper = runtimeImports.length === 0 ? [] : [CJS_EXPORTS_HELPER];
  // The directive would land after the imports, where it is a no-op: ES modules are strict anyway.
  return [...ruleImports, ...runtimeImports, ...helper, body.replace(/^"use strict";/, '')].join('\n');
}

/**
 * What `require()` would have returned for one of ajv's CommonJS runtime helpers. Bundlers honour `__esModule` and
 * put `exports.default` on the namespace's `default`; Node's own ESM loader puts the whole `exports` object there.
 */
const CJS_EXPORTS_HELPER = `function cjsExports(namespace) {
  const value = namespace.default;
  return value !== null && typeof value === "object" && "default" in value ? value : namespace;
}`;
