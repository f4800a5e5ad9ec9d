import { describe, expect, it } from 'vitest';
import { ExactNumber } from './exact-number.ts';
import { applyPayloadOptions, base64Json, readBase64Json as decode, type PayloadOptions } from './payload-options.ts';
import type { SubmissionPayload } from './submission.ts';

const payload = {
  amount: ExactNumber.of(49.99),
  currency: 'EUR',
  browser_data: {
    color_depth: 24, language: 'en', time_zone: 0, timezone_name: 'UTC', java_enabled: false, screen_height: 1,
    screen_width: 1, window_height: 1, window_width: 1, user_agent: 'UA', java_script_enabled: 'true',
  },
  parameters: { note: 'Zoë' },
  fingerprint: 'fp',
  is_new_payout_account: false,
} satisfies SubmissionPayload;

describe('applyPayloadOptions (spec section 3: checkout adds is_card_token_active and encodes base64 JSON)', () => {
  it.each<[string, PayloadOptions, boolean, unknown]>([
    ['deposit and withdrawal send the payload as built', { cardTokenActive: false, base64: false }, true, payload],
    ['a kept card is token-active', { cardTokenActive: true, base64: false }, true, { ...payload, is_card_token_active: true }],
    ['an unticked card-save box is not', { cardTokenActive: true, base64: false }, false, { ...payload, is_card_token_active: false }],
  ])('%s', (_, options, saveCard, expected) => {
    expect(applyPayloadOptions(payload, options, { saveCard })).toEqual(expected);
  });

  it('checkout wraps the payload, token flag included, as base64 JSON that decodes back exactly', () => {
    const body = applyPayloadOptions(payload, { cardTokenActive: true, base64: true }, { saveCard: true });
    expect(Object.keys(body)).toEqual(['data']);
    expect('data' in body ? decode(body.data) : null).toEqual(JSON.parse(JSON.stringify({ ...payload, is_card_token_active: true })));
  });

  it('encodes text outside Latin-1 without throwing', () => {
    expect(decode(base64Json({ name: 'عبد الله' }))).toEqual({ name: 'عبد الله' });
  });
});
