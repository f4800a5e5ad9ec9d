import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { RULES_DIR } from './discover-rules.ts';
import { standaloneValidators, type ValidatorDevServer } from './vite-plugin.ts';

/** A dev server as far as the plugin sees it: a watcher that emits file events, a module graph and the page socket. */
function fakeDevServer() {
  const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
  const module = { id: 'validators' };
  const moduleGraph = { getModuleById: vi.fn(() => module), invalidateModule: vi.fn() };
  const ws = { send: vi.fn() };
  const server = { watcher, moduleGraph, ws } as unknown as ValidatorDevServer;
  return { server, watcher, moduleGraph, ws };
}

function startPlugin() {
  const plugin = standaloneValidators();
  const dev = fakeDevServer();
  const configure = plugin.configureServer;
  if (typeof configure !== 'function') throw new Error('the plugin has no configureServer hook');
  Reflect.apply(configure, {}, [dev.server]);
  return dev;
}

describe('standaloneValidators in the dev server: a new rule file needs no restart', () => {
  it('watches schemas/rules/', () => {
    expect(startPlugin().watcher.add).toHaveBeenCalledWith(RULES_DIR);
  });

  it.each(['add', 'unlink'])('a rule file %s recompiles the validators and reloads the page', (event) => {
    const { watcher, moduleGraph, ws } = startPlugin();
    watcher.emit(event, path.join(RULES_DIR, 'new-rule.ts'));
    expect(moduleGraph.invalidateModule).toHaveBeenCalled();
    expect(ws.send).toHaveBeenCalledWith({ type: 'full-reload' });
  });

  it.each([path.join(RULES_DIR, 'new-rule.test.ts'), path.join(RULES_DIR, 'notes.md'), path.resolve(RULES_DIR, '../../src/app.tsx')])(
    'ignores %s',
    (file) => {
      const { watcher, ws } = startPlugin();
      watcher.emit('add', file);
      expect(ws.send).not.toHaveBeenCalled();
    },
  );
});
