import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { PAYLOAD_NAMES, payloads, type PayloadName } from '../server/v1/payloads.ts';
import { STORED_NAMES, storedValues } from '../stored/stored-values.ts';
import { discoverRules, type DiscoveredRule } from './discover-rules.ts';
import { fieldRuleSchema } from './field-rule-schema.ts';
import { inlineSchemaValues } from './inline-schema-values.ts';
import { shareErrorPushes } from './share-error-pushes.ts';
import { ruleKeywordDefinition } from './rule-keywords.ts';
import { shareRepeatedParts } from './share-repeated-parts.ts';

/**
 * The generated modules. `payload/<name>` holds the validator of one registry entry (`validate`), so each screen
 * downloads only the validators of the calls it makes; `payloads` maps every payload name to a loader of its module
 * (`payloadValidatorLoaders`, typed from the registry by virtual-payloads.d.ts); `field-rule` holds the form's rule
 * validator (keep virtual-field-rule.d.ts in step with it); `stored` the validators of the values stored for a reload
 * (`storedValidators`, typed by virtual-stored.d.ts), imported by the screens that read them.
 */
export const VALIDATOR_MODULE_NAMES = ['payloads', 'field-rule', 'stored', ...PAYLOAD_NAMES.map((payload) => `payload/${payload}` as const)] as const;

export type ValidatorModuleName = 'payloads' | 'field-rule' | 'stored' | `payload/${PayloadName}`;

/** The specifier of a generated module. */
export const validatorModuleId = (name: ValidatorModuleName): string => `virtual:cashier-validators/${name}`;

function payloadOfModule(name: ValidatorModuleName): PayloadName | undefined {
  return PAYLOAD_NAMES.find((payload) => name === `payload/${payload}`);
}

type Schema = Readonly<Record<string, unknown>>;

function validatorsOf(name: Exclude<ValidatorModuleName, 'payloads'>, rules: readonly DiscoveredRule[]): Record<string, Schema> {
  if (name === 'field-rule') return { validateFieldRule: fieldRuleSchema(rules.map(({ rule }) => rule.name)) };
  if (name === 'stored') return { ...storedValues };
  const payload = payloadOfModule(name);
  if (payload === undefined) throw new Error(`Unknown validator module: ${name}`);
  return { validate: payloads[payload].schema };
}

/**
 * The index: one loader per payload, so a payload's validator is fetched only when a call answers with it; a
 * first-path payload's validator is imported with the index itself (see PayloadEntry.firstPath).
 */
function loadersModule(): string {
  const eager = PAYLOAD_NAMES.filter((payload) => 'firstPath' in payloads[payload]);
  const imports = eager.map((payload) => `import { validate as ${payload} } from ${JSON.stringify(validatorModuleId(`payload/${payload}`))};`);
  const loaders = PAYLOAD_NAMES.map((payload) =>
    eager.includes(payload)
      ? `  ${payload}: () => Promise.resolve(${payload}),`
      : `  ${payload}: () => import(${JSON.stringify(validatorModuleId(`payload/${payload}`))}).then((module) => module.validate),`,
  );
  return `${imports.join('\n')}\nexport const payloadValidatorLoaders = {\n${loaders.join('\n')}\n};\n`;
}

const AJV_RUNTIME_REQUIRE = /require\("(ajv\/dist\/runtime\/[a-z0-9_]+)"\)/g;

/**
 * Every error object ajv generates carries its `schemaPath` ("#/properties/payment_groups/items/..."), a tenth of the
 * gzipped payload validators. Nothing reads it at run time (errors are reported by instancePath), so it is emptied.
 */
const SCHEMA_PATH = /schemaPath:"(?:[^"\\]|\\.)*"/g;

/**
 * The ESM source of every precompiled validator. Runs ajv's compiler, so only in Node at build, dev or test time;
 * the module it returns holds plain functions and imports only the rule modules and ajv's small runtime helpers.
 */
export async function compileValidatorsModule(name: ValidatorModuleName): Promise<string> {
  if (name === 'payloads') return loadersModule();
  const rules = name === 'field-rule' ? await discoverRules() : [];
  const ajv = new Ajv({
    allErrors: true,
    // Two or more required properties are checked in one loop over their names rather than one block each (-0.05 KiB
    // gzip on the method list, -0.1 on the card form); the errors are the same, in the same order.
    loopRequired: 2,
    // A payload's problems are described from their keyword and params (parse-payload.ts): ajv's message texts were a
    // tenth of each payload validator. The form's rules keep them: rjsf shows a keyword's message when no rule names one.
    messages: name === 'field-rule',
    $data: true,
    discriminator: true,
    // A part several payloads share is compiled once, as its own function (see shareRepeatedParts).
    inlineRefs: false,
    // Server regexps were written for `new RegExp(source)`; the `u` flag would reject escapes like `\-` and fail every value.
    unicodeRegExp: false,
    // Keywords such as `pattern` sit beside `if`/`oneOf` without a `type`, which is deliberate: the value may be any JSON.
    strictTypes: false,
    code: { source: true, esm: true, lines: true },
  });
  // Keywords run in the order they are added: business rules first, so their errors come before the server's.
  for (const rule of rules) ajv.addKeyword(ruleKeywordDefinition(rule));
  const { schemas, parts } = shareRepeatedParts(validatorsOf(name, rules));
  for (const [id, part] of parts) ajv.addSchema({ ...part, $id: id });
  const refs: Record<string, string> = {};
  for (const [exportName, schema] of Object.entries(schemas)) {
    ajv.addSchema({ ...schema, $id: exportName });
    refs[exportName] = exportName;
  }
  const source = toEsm(inlineSchemaValues(standaloneCode(ajv, refs)), rules);
  return name === 'stored' ? `${source}\nexport const storedValidators = { ${STORED_NAMES.join(', ')} };\n` : source;
}

/** Imports for the rule modules, and `require()` of ajv runtime helpers turned into imports (ajv issue #1976). */
function toEsm(source: string, rules: readonly DiscoveredRule[]): string {
  const ruleImports = rules
    .filter(({ importName }) => source.includes(`${importName}.`))
    .map(({ importName, file }) => `import * as ${importName} from ${JSON.stringify(file)};`);
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
  return [...ruleImports, ...runtimeImports, ...helper, shareErrorPushes(body.replace(/^"use strict";/, '').replace(SCHEMA_PATH, 'schemaPath:""'))].join('\n');
}

/**
 * What `require()` would have returned for one of ajv's CommonJS runtime helpers. Bundlers honour `__esModule` and
 * put `exports.default` on the namespace's `default`; Node's own ESM loader puts the whole `exports` object there.
 */
const CJS_EXPORTS_HELPER = `function cjsExports(namespace) {
  const value = namespace.default;
  return value !== null && typeof value === "object" && "default" in value ? value : namespace;
}`;
