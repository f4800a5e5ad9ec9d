import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fixtureServer } from './fixtures/server/vite-plugin.ts';
import { standaloneValidators } from './schemas/validators/vite-plugin.ts';
import { contentSecurityPolicy } from './src/app/content-security-policy.ts';

/** Origins allowed to frame the cashier and to talk to it over postMessage, comma-separated. */
const merchantOrigins = (process.env['CASHIER_MERCHANT_ORIGINS'] ?? 'http://127.0.0.1:4174').split(',').filter(Boolean);

export default defineConfig({
  root: 'src',
  publicDir: false,
  envDir: '..',
  define: { __MERCHANT_ORIGINS__: JSON.stringify(merchantOrigins) },
  plugins: [react(), standaloneValidators(), fixtureServer()],
  resolve: {
    // Heavy code rjsf imports for features the compiled forms never use: markdown descriptions and $ref resolution.
    alias: {
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/app/plain-markdown.tsx', import.meta.url)),
      'fast-uri': fileURLToPath(new URL('./src/app/uri-resolver.ts', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      input: { main: fileURLToPath(new URL('./src/index.html', import.meta.url)) },
    },
  },
  preview: { headers: { 'Content-Security-Policy': contentSecurityPolicy(merchantOrigins) } },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['{src,schemas,field-widgets,fixtures}/**/*.test.{ts,tsx}', 'tests/perf/**/*.test.ts'],
          environment: 'node',
          execArgv: ['--disallow-code-generation-from-strings'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
