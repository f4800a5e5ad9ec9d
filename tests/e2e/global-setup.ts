import type { TestProject } from 'vitest/node';
import { buildCashier, startPreview } from './preview-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the `vite preview` server, ending in `/`; read it in tests with `inject('baseUrl')`. */
    baseUrl: string;
  }
}

/** Builds the cashier (unless E2E_SKIP_BUILD=1), serves dist/ with `vite preview` and hands tests its URL. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env['E2E_SKIP_BUILD'] !== '1') await buildCashier();
  const server = await startPreview();
  project.provide('baseUrl', server.url);
  return () => server.close();
}
