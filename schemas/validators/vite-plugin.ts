import type { Plugin } from 'vite';
import { compileValidatorsModule, VALIDATOR_MODULES, type ValidatorModuleName } from './compile-validators.ts';

const VIRTUAL_PREFIX = 'virtual:cashier-validators/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

function isModuleName(name: string): name is ValidatorModuleName {
  return Object.hasOwn(VALIDATOR_MODULES, name);
}

/**
 * Serves `virtual:cashier-validators/payloads` and `virtual:cashier-validators/field-rule`: every validator precompiled by ajv standalone, so the browser never compiles a
 * schema (the CSP has no 'unsafe-eval') and never loads ajv's compiler.
 */
export function standaloneValidators(): Plugin {
  const sources = new Map<ValidatorModuleName, string>();
  const generate = (name: ValidatorModuleName): string => {
    const source = sources.get(name) ?? compileValidatorsModule(name);
    sources.set(name, source);
    return source;
  };
  return {
    name: 'cashier-standalone-validators',
    config() {
      // The dev server only pre-bundles CommonJS dependencies it finds by scanning, and it cannot scan a virtual module.
      return { optimizeDeps: { include: [...commonJsImports(generate('payloads') + generate('field-rule'))] } };
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) && isModuleName(id.slice(VIRTUAL_PREFIX.length)) ? `\0${id}` : null;
    },
    load(id) {
      const name = id.startsWith(RESOLVED_PREFIX) ? id.slice(RESOLVED_PREFIX.length) : '';
      return isModuleName(name) ? generate(name) : null;
    },
    handleHotUpdate({ file, server }) {
      if (!file.includes('/schemas/')) return;
      sources.clear();
      for (const name of Object.keys(VALIDATOR_MODULES)) {
        const module = server.moduleGraph.getModuleById(`${RESOLVED_PREFIX}${name}`);
        if (module !== undefined) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}

/** The CommonJS packages the generated module imports: ajv's runtime helpers and card-validator, via the rules. */
function commonJsImports(code: string): string[] {
  const runtime = [...code.matchAll(/from "(ajv\/dist\/runtime\/[a-z0-9_]+)"/g)].map((match) => match[1] ?? '');
  return [...runtime, 'card-validator', 'card-validator/dist/luhn-10'];
}
