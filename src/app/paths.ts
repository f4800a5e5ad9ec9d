import type { ResultStatus } from '../../schemas/results/result-route.ts';

/** A result page's route and its link are the same: /deposit/deposit-{status} (spec section 2). */
const depositResultPath = (status: ResultStatus): string => `/deposit/deposit-${status}`;

/** Every route of the cashier; each <Route> and each link is built from here. */
export const paths = {
  home: { pattern: '/' },
  deposit: { pattern: '/deposit', build: (): string => '/deposit' },
  depositMethod: {
    pattern: '/deposit/:provider',
    build: (provider: string): string => `/deposit/${encodeURIComponent(provider)}/`,
  },
  depositResult: { pattern: depositResultPath, build: depositResultPath },
  /** Reached from the issuer's page, never linked from inside the cashier. */
  threeDsResult: { pattern: '/3ds_result/:session?' },
} as const;
