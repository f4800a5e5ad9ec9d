import type { ResultStatus } from '../../schemas/results/result-route.ts';

/** Every route of the cashier; each <Route> and each link is built from here. */
export const paths = {
  home: { pattern: '/', build: (): string => '/' },
  deposit: { pattern: '/deposit', build: (): string => '/deposit' },
  depositMethod: {
    pattern: '/deposit/:provider',
    build: (provider: string): string => `/deposit/${encodeURIComponent(provider)}/`,
  },
  depositResult: {
    pattern: (status: ResultStatus): string => `/deposit/deposit-${status}`,
    build: (status: ResultStatus): string => `/deposit/deposit-${status}`,
  },
  threeDsResult: { pattern: '/3ds_result/:session?', build: (session: string): string => `/3ds_result/${encodeURIComponent(session)}` },
} as const;
