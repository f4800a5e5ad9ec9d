import { describe, expect, it } from 'vitest';
import { afterCodeSent, afterSendRefused, codeRequestsAt, NO_CODE_REQUESTS, sendBlockedFor, type CodeRequests } from './code-requests.ts';

const T0 = 1_700_000_000_000;
const answer = { maxRequestCount: 3, blockDurationS: 60 };

function sendTimes(count: number, from: CodeRequests = NO_CODE_REQUESTS): CodeRequests {
  let requests = from;
  for (let index = 0; index < count; index += 1) requests = afterCodeSent(requests, answer, T0 + index * 1000);
  return requests;
}

describe('max_request_count and block_duration (POST /otp/send)', () => {
  it('counts the codes under the limit, with no timer', () => {
    const requests = sendTimes(2);
    expect(requests).toEqual({ sent: 2, maxRequestCount: 3, blockDurationS: 60, blockedUntil: null, refused: false });
    expect(sendBlockedFor(requests, T0 + 2000)).toBe(0);
  });

  it('the code that reaches the limit blocks asking for block_duration seconds', () => {
    const requests = sendTimes(3);
    expect(requests.blockedUntil).toBe(T0 + 2000 + 60_000);
    expect(requests.refused).toBe(false);
    expect(sendBlockedFor(requests, T0 + 2000)).toBe(60_000);
    expect(sendBlockedFor(requests, T0 + 2000 + 59_500)).toBe(500);
    expect(sendBlockedFor(requests, T0 + 2000 + 60_000)).toBe(0);
  });

  it('once the block is over, the count starts again', () => {
    const blocked = sendTimes(3);
    const later = T0 + 120_000;
    expect(codeRequestsAt(blocked, later).blockedUntil).toBeNull();
    expect(afterCodeSent(blocked, answer, later)).toEqual({ sent: 1, maxRequestCount: 3, blockDurationS: 60, blockedUntil: null, refused: false });
  });

  it('never blocks without a limit or with a zero block_duration', () => {
    let unlimited = NO_CODE_REQUESTS;
    for (let index = 0; index < 5; index += 1) unlimited = afterCodeSent(unlimited, {}, T0);
    expect(unlimited.blockedUntil).toBeNull();
    expect(afterCodeSent(NO_CODE_REQUESTS, { maxRequestCount: 1, blockDurationS: 0 }, T0).blockedUntil).toBeNull();
  });

  it('keeps the limit of an earlier answer when a later one leaves it out', () => {
    const first = afterCodeSent(NO_CODE_REQUESTS, answer, T0);
    expect(afterCodeSent(first, {}, T0 + 1).maxRequestCount).toBe(3);
  });
});

describe('a refused send (POST /otp/send answering success: false)', () => {
  it('with block_duration, blocks asking for that long, as the limit does, and counts afresh once it is over', () => {
    const first = afterCodeSent(NO_CODE_REQUESTS, answer, T0);
    const refused = afterSendRefused(first, { blockDurationS: 30 }, T0 + 1000);
    expect(refused).toEqual({ sent: 0, maxRequestCount: 3, blockDurationS: 30, blockedUntil: T0 + 31_000, refused: true });
    expect(sendBlockedFor(refused, T0 + 1000)).toBe(30_000);
    // Why asking waits goes with the block: kept while it runs, gone once it is over.
    expect(codeRequestsAt(refused, T0 + 30_999).refused).toBe(true);
    expect(codeRequestsAt(refused, T0 + 31_000)).toEqual({ sent: 0, maxRequestCount: 3, blockDurationS: 30, blockedUntil: null, refused: false });
    expect(afterCodeSent(refused, {}, T0 + 31_000)).toEqual({ sent: 1, maxRequestCount: 3, blockDurationS: 30, blockedUntil: null, refused: false });
  });

  it('without block_duration, or with 0, changes nothing: Request code stays available', () => {
    const first = afterCodeSent(NO_CODE_REQUESTS, answer, T0);
    expect(afterSendRefused(first, {}, T0 + 1000)).toBe(first);
    expect(afterSendRefused(NO_CODE_REQUESTS, { blockDurationS: 0 }, T0)).toBe(NO_CODE_REQUESTS);
  });
});
