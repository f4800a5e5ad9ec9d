import { describe, expect, it } from 'vitest';
import {
  describeProblems,
  parseCashierPayload,
  parseErrorBody,
  parseJsonObject,
  parseMethodDetails,
  parsePaymentResult,
  type PayloadProblem,
} from './parse-payload.ts';

const euro = { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 };
const limits = { min_amount: 10, max_amount: 1000 };
const payGroup = {
  id: 7,
  short_name: 'card',
  public_name: 'Bank card',
  action_type: 'Activity',
  currencies: [{ currency: euro, limits }],
};

describe('parseCashierPayload', () => {
  it('accepts a payload that matches the schema and returns it typed', () => {
    const result = parseCashierPayload({ payment_groups: [payGroup], user_balance: 12.5 });
    expect(result.ok && result.value.payment_groups[0]?.public_name).toBe('Bank card');
  });

  it('names the JSON path and the expectation of every problem', () => {
    const result = parseCashierPayload({ payment_groups: [{ ...payGroup, currencies: 'EUR', id: 'seven' }] });
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: '/payment_groups/0/id', expected: 'must be integer' },
        { path: '/payment_groups/0/currencies', expected: 'must be array' },
      ],
    });
  });

  it('reports a missing property at its own path', () => {
    const result = parseCashierPayload({});
    expect(result).toEqual({ ok: false, problems: [{ path: '/payment_groups', expected: 'is required' }] });
  });

  it('rejects a payload that is not an object', () => {
    expect(parseCashierPayload(null)).toEqual({ ok: false, problems: [{ path: '', expected: 'must be object' }] });
  });
});

describe('parseMethodDetails', () => {
  it('accepts form parameters of unknown types, which the form compiler reports', () => {
    const result = parseMethodDetails({ currency: euro, limits, parameters: [{ type: 'hologram', name: 'x' }] });
    expect(result.ok).toBe(true);
  });

  it('rejects an invalid currency code', () => {
    const result = parseMethodDetails({ currency: { ...euro, alpha3: 'eu' }, limits, parameters: [] });
    expect(result).toEqual({
      ok: false,
      problems: [{ path: '/currency/alpha3', expected: 'must match pattern "^[A-Z0-9]{3,5}$"' }],
    });
  });
});

describe('parsePaymentResult', () => {
  const valid = [
    { action: 'redirect', redirect_data: { url: 'https://bank.example/3ds', method: 'POST', fields: { PaReq: 'x' } } },
    { action: 'result', result_status: 'success' },
    { action: 'await' },
  ];
  for (const json of valid) {
    it(`accepts the ${json.action} kind`, () => {
      expect(parsePaymentResult(json)).toEqual({ ok: true, value: json });
    });
  }

  it('rejects a redirect to a javascript: URL', () => {
    const json = { action: 'redirect', redirect_data: { url: 'javascript:alert(1)', method: 'GET', fields: {} } };
    const result = parsePaymentResult(json);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map(({ path }) => path)).toContain('/redirect_data/url');
  });

  it('rejects an unknown action', () => {
    expect(parsePaymentResult({ action: 'teleport' }).ok).toBe(false);
  });
});

describe('parseErrorBody', () => {
  it('accepts numeric and string codes', () => {
    expect(parseErrorBody({ error_code: 17, error_message: 'expired' }).ok).toBe(true);
    expect(parseErrorBody({ error_code: '17', error_message: 'expired' }).ok).toBe(true);
  });

  it('rejects a body without a message', () => {
    expect(parseErrorBody({ error_code: 17 })).toEqual({
      ok: false,
      problems: [{ path: '/error_message', expected: 'is required' }],
    });
  });
});

describe('describeProblems', () => {
  it('joins the problems into one sentence', () => {
    const problems: PayloadProblem[] = [
      { path: '', expected: 'must be object' },
      { path: '/limits/min_amount', expected: 'must be >= 0' },
    ];
    expect(describeProblems('method details payload', problems)).toBe(
      'The method details payload is invalid: the root must be object; /limits/min_amount must be >= 0.',
    );
  });

  it('still reads as a sentence without problems', () => {
    expect(describeProblems('error body', [])).toBe('The error body is invalid: no detail was given.');
  });
});

describe('parseJsonObject (free-form answers)', () => {
  it.each([[{ success: true }], [{}]])('accepts the object %j as it is', (json) => {
    expect(parseJsonObject(json)).toEqual({ ok: true, value: json });
  });

  it.each([[null], [[]], ['ok'], [1]])('rejects %j', (json) => {
    expect(parseJsonObject(json)).toEqual({ ok: false, problems: [{ path: '', expected: 'must be object' }] });
  });
});
