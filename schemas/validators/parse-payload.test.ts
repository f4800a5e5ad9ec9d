import { describe, expect, it } from 'vitest';
import { loadScenarios } from '../../fixtures/load-scenarios.ts';
import { PAYLOAD_NAMES, payloadOfAnswer, payloads, type PayloadName } from '../server/v1/payloads.ts';
import { describeProblems, parsePayload, type PayloadProblem } from './parse-payload.ts';

const euro = { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 };
const limits = { min_amount: 10, max_amount: 1000 };
const payGroup = {
  id: 7,
  short_name: 'card',
  public_name: 'Bank card',
  action_type: 'Activity',
  currencies: [{ currency: euro, limits }],
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every recorded answer body the registry claims, by payload, from the scenarios not broken on purpose. */
function recordedBodies(): Map<PayloadName, Record<string, unknown>[]> {
  const bodies = new Map<PayloadName, Record<string, unknown>[]>(PAYLOAD_NAMES.map((name) => [name, []]));
  for (const scenario of loadScenarios().values()) {
    if (scenario.brokenOnPurpose !== undefined) continue;
    for (const exchange of scenario.exchanges) {
      const name = payloadOfAnswer(exchange);
      if (name !== undefined && isRecord(exchange.body)) bodies.get(name)?.push(exchange.body);
    }
  }
  return bodies;
}

const recorded = recordedBodies();

describe.each(PAYLOAD_NAMES)('parsePayload(%s), the registry entry against the recordings', (name) => {
  const bodies = recorded.get(name) ?? [];

  it('has recorded answers to check', async () => {
    expect(bodies.length).toBeGreaterThan(0);
  });

  // The hostile recordings (deposit-hostile-list) are accepted mended, saying what was mended.
  it('accepts every recorded answer of its calls', async () => {
    for (const body of bodies) expect(await parsePayload(name, body)).toMatchObject({ ok: true, value: body });
  });

  it('names each missing required property by its JSON path', async () => {
    const required: readonly string[] = 'required' in payloads[name].schema ? payloads[name].schema.required : [];
    for (const property of required) {
      const { [property]: _dropped, ...rest } = bodies[0] ?? {};
      const result = await parsePayload(name, rest);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems).toContainEqual({ path: `/${property}`, expected: 'is required' });
    }
  });

  it('rejects an answer that is not an object, at the root', async () => {
    expect(await parsePayload(name, [])).toMatchObject({ ok: false, problems: [{ path: '' }] });
  });
});

describe('parsePayload(depositMethods)', () => {
  it('accepts a payload that matches the schema and returns it typed', async () => {
    const result = await parsePayload('depositMethods', { payment_groups: [payGroup], user_balance: 12.5 });
    expect(result.ok && result.value.payment_groups[0]?.public_name).toBe('Bank card');
  });

  it('names the JSON path and the expectation of every problem', async () => {
    const result = await parsePayload('depositMethods', { payment_groups: [{ ...payGroup, currencies: 'EUR', id: 'seven' }] });
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: '/payment_groups/0/id', expected: 'must be integer' },
        { path: '/payment_groups/0/currencies', expected: 'must be array' },
      ],
    });
  });

  it('says what each failed keyword asked for, though the validators carry no ajv message texts', async () => {
    const result = await parsePayload('depositMethods', {
      payment_groups: [{ ...payGroup, action_type: 'Teleport', currencies: [{ currency: euro, limits: { ...limits, min_amount: -1 } }] }],
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: '/payment_groups/0/action_type', expected: 'must pass enum {"allowedValues":["Activity","NestedList"]}' },
        { path: '/payment_groups/0/currencies/0/limits/min_amount', expected: 'must be >= 0' },
      ],
    });
  });

  it('reports a missing property at its own path', async () => {
    const result = await parsePayload('depositMethods', {});
    expect(result).toEqual({ ok: false, problems: [{ path: '/payment_groups', expected: 'is required' }] });
  });

  it('rejects a payload that is not an object', async () => {
    expect(await parsePayload('depositMethods', null)).toEqual({ ok: false, problems: [{ path: '', expected: 'must be object' }] });
  });
});

describe('parsePayload(methodDetails)', () => {
  it('accepts form parameters of unknown types, which the form compiler reports', async () => {
    const result = await parsePayload('methodDetails', { currency: euro, limits, parameters: [{ type: 'hologram', name: 'x' }] });
    expect(result.ok).toBe(true);
  });

  it('rejects an invalid currency code', async () => {
    const result = await parsePayload('methodDetails', { currency: { ...euro, alpha3: 'eu' }, limits, parameters: [] });
    expect(result).toEqual({
      ok: false,
      problems: [{ path: '/currency/alpha3', expected: 'must match pattern "^[A-Z0-9]{3,5}$"' }],
    });
  });
});

describe('parsePayload(paymentResult)', () => {
  const valid = [
    { action: 'redirect', redirect_data: { url: 'https://bank.example/3ds', method: 'POST', fields: { PaReq: 'x' } } },
    { action: 'result', result_status: 'success' },
    { action: 'await' },
  ];
  for (const json of valid) {
    it(`accepts the ${json.action} kind`, async () => {
      expect(await parsePayload('paymentResult', json)).toEqual({ ok: true, value: json });
    });
  }

  it('rejects a redirect to a javascript: URL', async () => {
    const json = { action: 'redirect', redirect_data: { url: 'javascript:alert(1)', method: 'GET', fields: {} } };
    const result = await parsePayload('paymentResult', json);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map(({ path }) => path)).toContain('/redirect_data/url');
  });

  it('rejects an unknown action', async () => {
    expect((await parsePayload('paymentResult', { action: 'teleport' })).ok).toBe(false);
  });
});

describe('parsePayload(errorBody)', () => {
  it('accepts numeric and string codes', async () => {
    expect((await parsePayload('errorBody', { error_code: 17, error_message: 'expired' })).ok).toBe(true);
    expect((await parsePayload('errorBody', { error_code: '17', error_message: 'expired' })).ok).toBe(true);
  });

  it('rejects a body without a message', async () => {
    expect(await parsePayload('errorBody', { error_code: 17 })).toEqual({
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
