import { describe, expect, it } from 'vitest';
import type { CompiledField } from '../../schemas/compiler/compiled-form.ts';
import { ExactNumber } from '../../schemas/payload/exact-number.ts';
import type { SubmissionPayload } from '../../schemas/payload/submission.ts';
import { maskFormValues, maskPan, maskPayload } from './mask-card-data.ts';

const PAN = '4111111111111111';

describe('maskPan', () => {
  it.each([
    [PAN, '•••• 1111'],
    ['4111 1111 1111 1111', '•••• 1111'],
    ['4111', '••••'],
    ['', ''],
  ])('%j shows as %j', (pan, shown) => {
    expect(maskPan(pan)).toBe(shown);
  });
});

describe('maskPayload', () => {
  const payload: SubmissionPayload = {
    amount: ExactNumber.of(50),
    currency: 'EUR',
    card_data: { card_pan: PAN, card_bin: '411111', exp_month: '12', exp_year: '2030', cvv: '123', cardholder_name: 'ANNA' },
    browser_data: {
      color_depth: 24, language: 'en', time_zone: 0, timezone_name: 'UTC', java_enabled: false, screen_height: 1,
      screen_width: 1, window_height: 1, window_width: 1, user_agent: 'test', java_script_enabled: 'true',
    },
    parameters: {},
    fingerprint: 'f',
    is_new_payout_account: false,
  };

  it('keeps only the last 4 digits, and no BIN or CVV digit', () => {
    const text = JSON.stringify(maskPayload(payload));
    expect(text).not.toContain(PAN);
    expect(text).not.toContain('411111');
    expect(text).not.toContain('123');
    expect(maskPayload(payload).card_data).toMatchObject({ card_pan: '•••• 1111', exp_month: '12', cardholder_name: 'ANNA' });
  });

  it('keeps a saved card\'s id, and masks its BIN and CVV', () => {
    expect(maskPayload({ ...payload, card_data: { card_id: 'crd_1', card_bin: '411111', cvv: '123' } }).card_data).toEqual({ card_id: 'crd_1', card_bin: '••••••', cvv: '•••' });
  });
});

describe('maskFormValues', () => {
  const fields: CompiledField[] = [
    { name: 'card_pan', role: 'cardNumber', encoding: 'text' },
    { name: 'card_cvv', role: 'cvv', encoding: 'text' },
    { name: 'email', role: 'parameter', encoding: 'text' },
  ];

  it('masks the card number and CVV fields only', () => {
    expect(maskFormValues(fields, { card_pan: '4111 1111 1111 1111', card_cvv: '123', email: 'a@b.c' })).toEqual({
      card_pan: '•••• 1111',
      card_cvv: '•••',
      email: 'a@b.c',
    });
  });
});
