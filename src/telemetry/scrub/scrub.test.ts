import { describe, expect, it } from 'vitest';
import type { JsonValue } from './json-value.ts';
import { scrubJson, scrubPayload, scrubText, scrubUrl } from './scrub.ts';

const SESSION = 'live-session-7f3a9c';
const PAN = '4111111111111111';

describe('scrubJson: what a telemetry payload loses', () => {
  const cases: readonly { name: string; input: JsonValue; expected: JsonValue }[] = [
    { name: 'card number by name', input: { card_pan: PAN }, expected: { card_pan: '[redacted:card-number]' } },
    { name: 'card number by content (Luhn, 12-19 digits)', input: { message: `declined ${PAN}` }, expected: { message: 'declined [redacted:card-number]' } },
    { name: 'card number with spaces inside text', input: { note: 'pan 4111 1111 1111 1111 end' }, expected: { note: 'pan [redacted:card-number] end' } },
    { name: 'a 16-digit number failing Luhn stays', input: { order: '4111111111111112' }, expected: { order: '4111111111111112' } },
    { name: 'CVV', input: { card_data: { cvv: '123' } }, expected: { card_data: { cvv: '[redacted:cvv]' } } },
    { name: 'expiry fields', input: { exp_month: '12', exp_year: 2030 }, expected: { exp_month: '[redacted:expiry]', exp_year: 0 } },
    { name: 'expiry month/year inside a card object', input: { card: { valid: '12/27' } }, expected: { card: { valid: '[redacted:expiry]' } } },
    { name: 'cardholder name', input: { cardholder_name: 'JANE DOE' }, expected: { cardholder_name: '[redacted:cardholder-name]' } },
    { name: 'tokens', input: { auth_token: 'eyJhbGciOi', Authorization: 'Bearer abc' }, expected: { auth_token: '[redacted:secret]', Authorization: '[redacted:secret]' } },
    { name: 'session id by name', input: { session_id: SESSION }, expected: { session_id: '[redacted:session-id]' } },
    { name: 'session id inside text', input: { url: `/deposit?x=${SESSION}` }, expected: { url: '/deposit?x=[redacted:session-id]' } },
    { name: 'masked card numbers stay', input: { card_pan: '411111******1111' }, expected: { card_pan: '411111******1111' } },
    { name: 'harmless fields stay', input: { amount: 1250, currency: 'EUR', ok: true, none: null }, expected: { amount: 1250, currency: 'EUR', ok: true, none: null } },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(scrubJson(input, { sessionId: SESSION })).toEqual(expected);
  });

  it('removes a typed cardholder name echoed anywhere', () => {
    const scrubbed = scrubJson({ breadcrumb: 'input changed to JANE Q PUBLIC' }, { echoes: [{ kind: 'cardholder-name', value: 'JANE Q PUBLIC' }] });
    expect(scrubbed).toEqual({ breadcrumb: 'input changed to [redacted:cardholder-name]' });
  });
});

describe('scrubText and scrubUrl', () => {
  it.each([
    { text: `TypeError at pay(${PAN})`, expected: 'TypeError at pay([redacted:card-number])' },
    { text: `session ${SESSION} expired`, expected: 'session [redacted:session-id] expired' },
    { text: 'nothing secret 1234', expected: 'nothing secret 1234' },
    { text: 'sent Authorization: Bearer abc.DEF-123_x== then failed', expected: 'sent Authorization: [redacted:secret] then failed' },
    { text: 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl expired', expected: 'token [redacted:secret] expired' },
    { text: 'eyJust a word, not a token', expected: 'eyJust a word, not a token' },
  ])('text: $text', ({ text, expected }) => {
    expect(scrubText(text, { sessionId: SESSION })).toBe(expected);
  });

  it.each([
    { url: `https://pay.example/deposit?session_id=${SESSION}&lang=en`, expected: 'https://pay.example/deposit?session_id=%5Bredacted%3Asession-id%5D&lang=en' },
    { url: `/deposit?token=abc123&lang=en`, expected: '/deposit?token=%5Bredacted%3Asecret%5D&lang=en' },
    { url: `/cards/${PAN}/status`, expected: '/cards/%5Bredacted%3Acard-number%5D/status' },
    { url: '/deposit?lang=ar', expected: '/deposit?lang=ar' },
  ])('url: $url', ({ url, expected }) => {
    expect(scrubUrl(url, { sessionId: SESSION })).toBe(expected);
  });
});

describe('scrubPayload: an error event or breadcrumb as a whole', () => {
  it('scrubs URLs by query name, text by content and fields by name, and keeps the rest', () => {
    const event = {
      message: `Card ${PAN} failed`,
      request: { url: `https://pay.example/deposit/card/?session_id=${SESSION}&otp_token=991`, headers: { Referer: `https://shop.example/?sid=${SESSION}` } },
      breadcrumbs: [
        { category: 'fetch', data: { url: '/api/cashier-service/v1.0/payments/groups/101/submit?access_token=abc', status_code: 200 } },
        { category: 'navigation', data: { from: `/deposit?session_id=${SESSION}`, to: '/deposit/card/' } },
      ],
      contexts: { card: { exp_month: '12', cardholder_name: 'JANE DOE' } },
      timestamp: 1764090000.123,
      tags: { flow: 'deposit' },
      undefinedField: undefined,
    };
    expect(scrubPayload(event, { sessionId: SESSION })).toEqual({
      message: 'Card [redacted:card-number] failed',
      request: {
        url: 'https://pay.example/deposit/card/?session_id=%5Bredacted%3Asession-id%5D&otp_token=%5Bredacted%3Asecret%5D',
        headers: { Referer: 'https://shop.example/?sid=%5Bredacted%3Asession-id%5D' },
      },
      breadcrumbs: [
        { category: 'fetch', data: { url: '/api/cashier-service/v1.0/payments/groups/101/submit?access_token=%5Bredacted%3Asecret%5D', status_code: 200 } },
        { category: 'navigation', data: { from: '/deposit?session_id=%5Bredacted%3Asession-id%5D', to: '/deposit/card/' } },
      ],
      contexts: { card: { exp_month: '[redacted:expiry]', cardholder_name: '[redacted:cardholder-name]' } },
      timestamp: 1764090000.123,
      tags: { flow: 'deposit' },
    });
  });

  it('gives null for what is no JSON (a cycle)', () => {
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    expect(scrubPayload(cycle)).toBeNull();
  });
});
