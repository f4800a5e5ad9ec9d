import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { preview, type InlineConfig, type PreviewServer } from 'vite';

/** Repository root (this file lives in tests/e2e). */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

const HOST = '127.0.0.1';

/**
 * Runs `vite build` for the repo in a child process. A child, not the `build()` API, because the caller may be
 * Vitest, whose NODE_ENV=test would otherwise leak into the bundle as a development React build.
 */
export function buildCashier(): Promise<void> {
  const viteBin = resolve(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
  );
  env['NODE_ENV'] = 'production';
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
      cwd: REPO_ROOT,
      env,
      stdio: 'inherit',
    });
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (code === 0) done();
      else fail(new Error(`vite build failed (exit ${String(code ?? signal)})`));
    });
  });
}

export interface RunningPreview {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves an already built app with `vite preview` on a free port of 127.0.0.1. Without `overrides` it uses the
 * repo's vite.config.ts, so responses carry its CSP header and the fixture API plugin answers /api.
 */
export async function startPreview(overrides: InlineConfig = {}): Promise<RunningPreview> {
  const server = await preview({
    configFile: resolve(REPO_ROOT, 'vite.config.ts'),
    root: resolve(REPO_ROOT, 'src'),
    logLevel: 'warn',
    ...overrides,
    preview: { ...overrides.preview, host: HOST, port: 0, strictPort: true, open: false },
  });
  return { url: `http://${HOST}:${String(listeningPort(server))}/`, close: () => server.close() };
}

function listeningPort(server: PreviewServer): number {
  const address: string | AddressInfo | null = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server is not listening on TCP');
  return address.port;
}
