import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { PAYLOAD_NAMES, payloads } from '../server/v1/payloads.ts';
import { discoverRules, type DiscoveredRule } from './discover-rules.ts';
import { fieldRuleSchema } from './field-rule-schema.ts';
import { ruleKeywordDefinition } from './rule-keywords.ts';
import { shareRepeatedParts } from './share-repeated-parts.ts';

/**
 * The generated modules, each exporting validators by name. Two modules, so the method list loads the payload
 * validators without the rules the form needs. `payloads` exports one validator per entry of the payload registry,
 * named after it, and all of them as `payloadValidators` (virtual-payloads.d.ts types it from the registry);
 * keep virtual-field-rule.d.ts in step with `field-rule`.
 */
export const VALIDATOR_MODULE_NAMES = ['payloads', 'field-rule'] as const;

export type ValidatorModuleName = (typeof VALIDATOR_MODULE_NAMES)[number];

type Schema = Readonly<Record<string, unknown>>;

function validatorsOf(name: ValidatorModuleName, rules: readonly DiscoveredRule[]): Record<string, Schema> {
  switch (name) {
    case 'payloads':
      return Object.fromEntries(PAYLOAD_NAMES.map((payload) => [payload, payloads[payload].schema]));
    case 'field-rule':
      return { validateFieldRule: fieldRuleSchema(rules.map(({ rule }) => rule.name)) };
    default: {
      const unknownName: never = name;
      throw new Error(`Unknown validator module: ${String(unknownName)}`);
    }
  }
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
  const rules = name === 'field-rule' ? await discoverRules() : [];
  const ajv = new Ajv({
    allErrors: true,
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
  const index = name === 'payloads' ? `\nexport const payloadValidators = { ${Object.keys(refs).join(', ')} };\n` : '';
  return toEsm(standaloneCode(ajv, refs), rules) + index;
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
  return [...ruleImports, ...runtimeImports, ...helper, body.replace(/^"use strict";/, '').replace(SCHEMA_PATH, 'schemaPath:""')].join('\n');
}

/**
 * What `require()` would have returned for one of ajv's CommonJS runtime helpers. Bundlers honour `__esModule` and
 * put `exports.default` on the namespace's `default`; Node's own ESM loader puts the whole `exports` object there.
 */
const CJS_EXPORTS_HELPER = `function cjsExports(namespace) {
  const value = namespace.default;
  return value !== null && typeof value === "object" && "default" in value ? value : namespace;
}`;
