import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { demoPort, injectRuntimeConfig, runtimeConfigFromEnv } from './runtime-config-html.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { securityHeaders } from './security-headers.ts';
import { parseManifest, type Manifest } from './build-manifest.ts';
import { injectPreloads, routePreloads } from './route-preloads.ts';

type Next = (error?: unknown) => void;

/** Where `npm start` serves the merchant demo: another origin than the cashier's, the default allowlisted one. */
const DEMO_PORT = demoPort(process.env);
const DEMO_PATH = '/merchant-demo/';

const isPageRequest = (request: IncomingMessage): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');

/**
 * The cashier's host, as a production host must behave (README "Production hosts"), in `vite preview` and `vite`:
 * every page carries the runtime configuration read from the environment at request time (a meta tag; README
 * "Embedding for merchants"), and every response the Content-Security-Policy whose frame-ancestors is the same list.
 * `vite` also serves the merchant demo on a second origin (DEMO_PORT).
 */
export function cashierHost(fallback: Partial<RuntimeConfig> = {}): Plugin {
  // The environment's hosts first; the fixtures' (realtime, analytics) where it names none.
  const runtimeConfig = (): RuntimeConfig => ({ ...fallback, ...runtimeConfigFromEnv(process.env) });
  const policy = (): string => contentSecurityPolicy(runtimeConfig());
  return {
    name: 'cashier-host',
    transformIndexHtml(html, context) {
      return context.server === undefined ? html : injectRuntimeConfig(html, runtimeConfig());
    },
    configureServer(server) {
      // Development runs inline scripts (React refresh), so only the framing rule of the policy applies here.
      server.middlewares.use((_request: IncomingMessage, response: ServerResponse, next: Next) => {
        response.setHeader('Content-Security-Policy', policy().split('; ').filter((part) => part.startsWith('frame-ancestors')).join(''));
        next();
      });
      if (process.env['VITEST'] === undefined) serveDemo(server);
    },
    configurePreviewServer(server) {
      const index = resolve(server.config.root, server.config.build.outDir, 'index.html');
      const distDir = resolve(server.config.root, server.config.build.outDir);
      const manifest = readManifest(distDir);
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: Next) => {
        response.setHeader('Content-Security-Policy', policy());
        if (!isPageRequest(request) || isBuiltFile(distDir, request.url ?? '/')) return next();
        // Every other page address is the single-page cashier, with this request's configuration, preloading the
        // screen the address shows.
        const preloads = manifest === null ? [] : routePreloads(manifest, pathnameOf(request.url ?? '/'));
        const html = injectPreloads(injectRuntimeConfig(readFileSync(index, 'utf8'), runtimeConfig()), server.config.base, preloads);
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...securityHeaders() });
        response.end(request.method === 'HEAD' ? undefined : html);
      });
    },
  };
}

/** The build's manifest, or null for a build without one (no preloads then). */
function readManifest(distDir: string): Manifest | null {
  const file = join(distDir, '.vite/manifest.json');
  return existsSync(file) ? parseManifest(JSON.parse(readFileSync(file, 'utf8'))) : null;
}

/** The path of a request's address, as the page's router reads `location.pathname`. */
const pathnameOf = (url: string): string => new URL(url, 'http://host').pathname;

/** A file of the build other than the cashier's page itself (the playground's page, a chunk). */
function isBuiltFile(distDir: string, url: string): boolean {
  try {
    const pathname = decodeURIComponent(new URL(url, 'http://host').pathname);
    const file = join(distDir, pathname);
    return pathname !== '/index.html' && file.startsWith(distDir) && existsSync(file) && statSync(file).isFile();
  } catch {
    // A malformed escape names no file: the cashier's page answers, and its router shows the unknown address.
    return false;
  }
}

/** The same dev server on the demo's origin: its page, the SDK source and HMR, so the demo runs as a merchant would. */
function serveDemo(server: ViteDevServer): void {
  const demo = createServer((request, response) => server.middlewares(request, response));
  demo.on('upgrade', (request, socket, head) => server.httpServer?.emit('upgrade', request, socket, head));
  server.httpServer?.once('listening', () => {
    demo.listen(DEMO_PORT, '127.0.0.1', () => {
      setTimeout(() => server.config.logger.info(`  ➜  Merchant demo: http://127.0.0.1:${String(DEMO_PORT)}${DEMO_PATH}`), 0);
    });
    demo.on('error', (error) => server.config.logger.warn(`Merchant demo not served on port ${String(DEMO_PORT)}: ${error.message}`));
  });
  server.httpServer?.once('close', () => demo.close());
}
