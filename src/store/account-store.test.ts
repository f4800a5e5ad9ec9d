import { beforeEach, describe, expect, it } from 'vitest';
import { NO_CODE_REQUESTS } from '../../schemas/account/code-requests.ts';
import { accountStore, endCodeBlock, recordCodeSent, recordSendRefused, startVerification } from './account-store.ts';

const T0 = 1_700_000_000_000;

describe('account store: requisiteId, maxRequestCount, blockDuration and the resend timer', () => {
  beforeEach(() => {
    Object.assign(accountStore, { requisiteId: null, codeRequests: NO_CODE_REQUESTS, codeSentFor: null, isShowTimerReceiveCode: false });
  });

  it('shows the timer when the last allowed code is sent, and hides it when the block ends', () => {
    startVerification('1207');
    recordCodeSent({ maxRequestCount: 2, blockDurationS: 60 }, T0);
    expect(accountStore.isShowTimerReceiveCode).toBe(false);
    recordCodeSent({ maxRequestCount: 2, blockDurationS: 60 }, T0 + 1000);
    expect(accountStore.isShowTimerReceiveCode).toBe(true);
    expect(accountStore.codeRequests).toMatchObject({ maxRequestCount: 2, blockDurationS: 60, blockedUntil: T0 + 61_000 });
    endCodeBlock(T0 + 30_000);
    expect(accountStore.isShowTimerReceiveCode).toBe(true);
    endCodeBlock(T0 + 61_000);
    expect(accountStore.isShowTimerReceiveCode).toBe(false);
    expect(accountStore.requisiteId).toBe('1207');
  });

  it('a refusal with block_duration shows the timer without marking a code sent; one without leaves Request code available', () => {
    startVerification('1207');
    expect(recordSendRefused({}, T0)).toBe(false);
    expect(accountStore.isShowTimerReceiveCode).toBe(false);
    expect(recordSendRefused({ blockDurationS: 30 }, T0)).toBe(true);
    expect(accountStore.codeRequests).toMatchObject({ blockedUntil: T0 + 30_000, refused: true });
    expect(accountStore.codeSentFor).toBeNull();
    endCodeBlock(T0 + 30_000);
    expect(accountStore.isShowTimerReceiveCode).toBe(false);
    expect(accountStore.codeRequests.refused).toBe(false);
  });
});
