import type { Plugin } from 'vite';
import { compileValidatorsModule } from './compile-validators';

const VIRTUAL_ID = 'virtual:cashier-validators';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Serves `virtual:cashier-validators`: every validator precompiled by ajv standalone, so the browser never compiles a
 * schema (the CSP has no 'unsafe-eval') and never loads ajv's compiler.
 */
export function standaloneValidators(): Plugin {
  let source: string | undefined;
  const generate = (): string => (source ??= compileValidatorsModule());
  return {
    name: 'cashier-standalone-validators',
    config() {
      // The dev server only pre-bundles CommonJS dependencies it finds by scanning, and it cannot scan a virtual module.
      return { optimizeDeps: { include: [...commonJsImports(generate())] } };
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return generate();
    },
    handleHotUpdate({ file, server }) {
      if (!file.includes('/schemas/')) return;
      source = undefined;
      const module = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (module !== undefined) server.moduleGraph.invalidateModule(module);
    },
  };
}

/** The CommonJS packages the generated module imports: ajv's runtime helpers and card-validator, via the rules. */
function commonJsImports(code: string): string[] {
  const runtime = [...code.matchAll(/from "(ajv\/dist\/runtime\/[a-z0-9_]+)"/g)].map((match) => match[1] ?? '');
  return [...runtime, 'card-validator', 'card-validator/dist/luhn-10'];
}
