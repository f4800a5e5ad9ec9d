import { describe, expect, it } from 'vitest';
import { ExactNumber } from './exact-number.ts';
import { applyPayloadOptions } from './payload-options.ts';
import type { SubmissionPayload } from './submission.ts';
import { intentDigest, intentSource, nextIntent } from './submit-intent.ts';

const browser = (width: number): SubmissionPayload['browser_data'] => ({
  color_depth: 24, language: 'en', time_zone: 0, timezone_name: 'UTC', java_enabled: false, screen_height: 1,
  screen_width: 1, window_height: 1, window_width: width, user_agent: 'UA', java_script_enabled: 'true',
});
const payload = (amount: number, width = 1): SubmissionPayload => ({
  amount: ExactNumber.of(amount),
  currency: 'EUR',
  card_data: { card_pan: '4111111111111111', card_bin: '411111', exp_month: '12', exp_year: '2030', cvv: '123', cardholder_name: 'A B' },
  browser_data: browser(width),
  parameters: {},
  fingerprint: 'fp',
  is_new_payout_account: false,
});

describe('submit intents (issue 10: one idempotency key per submit intent)', () => {
  let counter = 0;
  const newKey = (): string => `key-${String(++counter)}`;

  it('a retry of the same request reuses the key; a changed request gets a new one', () => {
    const first = nextIntent(null, 'digest-a', newKey);
    expect(nextIntent(first, 'digest-a', newKey)).toBe(first);
    const changed = nextIntent(first, 'digest-b', newKey);
    expect(changed.key).not.toBe(first.key);
    expect(changed.digest).toBe('digest-b');
  });

  it('browser_data is not part of the request: a resized window is the same payment', async () => {
    expect(await intentDigest(payload(50, 1))).toBe(await intentDigest(payload(50, 1280)));
    expect(await intentDigest(payload(50))).not.toBe(await intentDigest(payload(51)));
  });

  it("checkout's base64 body is compared by what it holds", async () => {
    const options = { cardTokenActive: true, base64: true };
    const body = (amount: number, width: number) => applyPayloadOptions(payload(amount, width), options, { saveCard: true });
    expect(await intentDigest(body(50, 1))).toBe(await intentDigest(body(50, 1280)));
    expect(await intentDigest(body(50, 1))).not.toBe(await intentDigest(body(60, 1)));
    expect(intentSource(body(50, 1))).toContain('"is_card_token_active":true');
  });

  it('amounts are compared with every digit, beyond what a JavaScript number holds', async () => {
    const exact = (digits: string): SubmissionPayload => ({ ...payload(0), amount: ExactNumber.of(digits) });
    expect(await intentDigest(exact('1000000000000000000001'))).not.toBe(await intentDigest(exact('1000000000000000000002')));
  });

  it('the digest is a SHA-256 hex string that holds no card data', async () => {
    const digest = await intentDigest(payload(50));
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain('4111');
  });
});
