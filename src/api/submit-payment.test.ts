import { afterEach, describe, expect, it } from 'vitest';
import { installChunkLoader } from '../../schemas/chunks/lazy-chunk.ts';
import type { SubmissionBody } from '../../schemas/payload/payload-options.ts';
import { ChunkLoadError } from '../telemetry/errors/chunk-load.ts';
import { listenCanned } from './api.testing.tsx';
import { paymentGroupsApi, payoutGroupsApi } from './groups-api.ts';
import { isOutcomeUnknown } from './outcome-unknown.ts';
import { submitPayment } from './submit-payment.ts';

const answers = {
  'POST /api/cashier-service/v1.0/payments/groups/7/submit': [{ body: { action: 'result', result_status: 'success' } }],
  'POST /api/cashier-service/v1.0/payouts/groups/9/submit': [{ body: { action: 'result', result_status: 'success' } }],
};
const { requests } = listenCanned(answers, '/deposit');
const body: SubmissionBody = { data: 'e30=' };

afterEach(() => installChunkLoader((load) => load));

describe('submitPayment: a 2xx whose validator does not load (offline then, the chunk aborted)', () => {
  it.each([
    ['deposit', paymentGroupsApi, 7],
    ['withdrawal', payoutGroupsApi, 9],
  ] as const)('%s: the server took the payment, so the outcome is unknown, never a failure to send', async (_flow, api, payGroupId) => {
    installChunkLoader(() => () => Promise.reject(new ChunkLoadError('failed')));
    const failure: unknown = await submitPayment('s-1', api, payGroupId, body, new AbortController().signal, 'key-1').catch((error: unknown) => error);
    expect(requests).toHaveLength(1);
    expect(isOutcomeUnknown(failure)).toBe(true);
    expect(String(failure)).toContain('its validator did not load (ChunkLoadError: failed)');
  });
});
