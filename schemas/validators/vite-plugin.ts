import type { Plugin, ViteDevServer } from 'vite';
import { compileValidatorsModule, VALIDATOR_MODULE_NAMES, type ValidatorModuleName } from './compile-validators.ts';
import { RULES_DIR } from './discover-rules.ts';

const VIRTUAL_PREFIX = 'virtual:cashier-validators/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

function isModuleName(name: string): name is ValidatorModuleName {
  return VALIDATOR_MODULE_NAMES.some((known) => known === name);
}

/** What the plugin needs of the dev server to drop its validators: the module graph, the watcher and the page socket. */
export type ValidatorDevServer = Pick<ViteDevServer, 'moduleGraph' | 'watcher' | 'ws'>;

/**
 * Serves `virtual:cashier-validators/*` (see VALIDATOR_MODULE_NAMES): every validator precompiled by ajv standalone, so
 * the browser never compiles a schema (the CSP has no 'unsafe-eval') and never loads ajv's compiler. In the dev server
 * a rule file added to, changed in or removed from schemas/rules/ recompiles them and reloads the page: a new rule
 * file is in no module graph yet, so the watcher, not a hot update, has to notice it.
 */
export function standaloneValidators(): Plugin {
  const sources = new Map<ValidatorModuleName, Promise<string>>();
  const generate = (name: ValidatorModuleName): Promise<string> => {
    const source = sources.get(name) ?? compileValidatorsModule(name);
    sources.set(name, source);
    return source;
  };
  const recompile = (server: Pick<ValidatorDevServer, 'moduleGraph'>): void => {
    sources.clear();
    for (const name of VALIDATOR_MODULE_NAMES) {
      const module = server.moduleGraph.getModuleById(`${RESOLVED_PREFIX}${name}`);
      if (module !== undefined) server.moduleGraph.invalidateModule(module);
    }
  };
  return {
    name: 'cashier-standalone-validators',
    async config() {
      // The dev server only pre-bundles CommonJS dependencies it finds by scanning, and it cannot scan a virtual module.
      const code = (await Promise.all(VALIDATOR_MODULE_NAMES.map(generate))).join('\n');
      return { optimizeDeps: { include: [...commonJsImports(code)] } };
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) && isModuleName(id.slice(VIRTUAL_PREFIX.length)) ? `\0${id}` : null;
    },
    async load(id) {
      const name = id.startsWith(RESOLVED_PREFIX) ? id.slice(RESOLVED_PREFIX.length) : '';
      return isModuleName(name) ? await generate(name) : null;
    },
    configureServer(server: ValidatorDevServer) {
      server.watcher.add(RULES_DIR);
      const onRuleFile = (file: string): void => {
        if (!file.startsWith(RULES_DIR) || !file.endsWith('.ts') || file.endsWith('.test.ts')) return;
        recompile(server);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onRuleFile);
      server.watcher.on('unlink', onRuleFile);
    },
    handleHotUpdate({ file, server }) {
      if (file.includes('/schemas/')) recompile(server);
    },
  };
}

/** The CommonJS packages the generated module imports: ajv's runtime helpers and card-validator, via the rules. */
function commonJsImports(code: string): string[] {
  const runtime = [...code.matchAll(/from "(ajv\/dist\/runtime\/[a-z0-9_]+)"/g)].map((match) => match[1] ?? '');
  return [...runtime, 'card-validator', 'card-validator/dist/luhn-10'];
}
