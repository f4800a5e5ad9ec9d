import { describe, expect, it } from 'vitest';
import { pageCategoryOf } from '../../schemas/routes/classify-path.ts';
import { flows, screenFlows } from '../flows/flows.ts';
import { matchPattern, parseRoutePattern } from './route-pattern.ts';
import { matchRoute, routeTable } from './route-table.ts';

/** A concrete address for a pattern: every parameter filled in. */
const sample = (pattern: string): string => pattern.replace(/:(\w+)\??/g, 'x1');

describe('the route table', () => {
  it.each(routeTable.map((entry) => [entry.pattern, entry] as const))('%s is classified as its page category', (pattern, entry) => {
    expect(entry.category).toBe(pageCategoryOf(sample(pattern)));
  });

  it.each(routeTable.map((entry) => [entry.pattern, entry] as const))('%s is matched by its own entry first', (pattern, entry) => {
    expect(matchRoute(sample(pattern))?.entry).toBe(entry);
  });

  it.each<[string, string, string, Record<string, string>]>([
    ['/', 'home', 'deposit', {}],
    ['/deposit', 'methodList', 'deposit', {}],
    ['/deposit/card/', 'methodForm', 'deposit', { provider: 'card' }],
    ['/deposit/card/route', 'methodForm', 'deposit', { provider: 'card', form: 'route' }],
    ['/deposit/deposit-await', 'result', 'deposit', {}],
    ['/withdrawal', 'methodList', 'withdrawal', {}],
    ['/withdrawal/bank_transfer', 'methodForm', 'withdrawal', { provider: 'bank_transfer' }],
    ['/withdrawal/withdrawal-error', 'result', 'withdrawal', {}],
    ['/checkout', 'methodList', 'checkout', {}],
    ['/checkout/checkout-success', 'result', 'checkout', {}],
    ['/3ds_result/sess-1', 'threeDsResult', 'deposit', { session: 'sess-1' }],
    ['/payments/3ds_result/acme', 'threeDsResult', 'deposit', { provider: 'acme' }],
    ['/payments/interaction/paysafecard', 'paymentsReturn', 'deposit', { provider: 'paysafecard' }],
    ['/payments/status/paysafecard', 'paymentsReturn', 'deposit', { provider: 'paysafecard' }],
    ['/select-country', 'overlay', 'deposit', {}],
    ['/betshop-withdrawal', 'overlay', 'withdrawal', {}],
    ['/content', 'modal', 'deposit', {}],
    ['/reject-withdrawal', 'modal', 'withdrawal', {}],
    ['/withdrawal-cards', 'payoutCards', 'withdrawal', {}],
  ])('%s shows the %s view of the %s flow', (path, view, flow, params) => {
    const match = matchRoute(path);
    expect(match?.entry.view).toBe(view);
    expect(match?.entry.flow.type).toBe(flow);
    expect(match?.params).toEqual(params);
  });

  it.each(['/nowhere', '/deposit/card/extra/more'])('%s has no route yet', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it.each(screenFlows.map((flow) => [flow.type, flow] as const))('every link of the %s flow leads back to its own route', (_, flow) => {
    expect(matchRoute(flow.routes.list)?.entry).toMatchObject({ view: 'methodList', flow });
    expect(matchRoute(flow.routes.methodLink('card 1'))).toMatchObject({ entry: { view: 'methodForm', flow }, params: { provider: 'card 1' } });
    expect(matchRoute(flow.routes.methodLink('card 1', 'route'))).toMatchObject({ entry: { view: 'methodForm', flow }, params: { provider: 'card 1', form: 'route' } });
    for (const status of flow.resultStatuses) {
      expect(matchRoute(flow.routes.result(status))?.entry).toMatchObject({ view: 'result', flow, status });
    }
  });

  it('gives only the deposit an await page (withdrawal and checkout show await as processing)', () => {
    expect(routeTable.filter((entry) => entry.view === 'result' && entry.status === 'await').map((entry) => entry.flow)).toEqual([flows.deposit]);
  });
});

describe('matchPattern', () => {
  it.each<[string, string, Record<string, string> | null]>([
    ['/deposit/:provider', '/deposit/card', { provider: 'card' }],
    ['/deposit/:provider', '/deposit/card/', { provider: 'card' }],
    ['/deposit/:provider', '/deposit/', null],
    ['/3ds_result/:session?', '/3ds_result', {}],
    ['/3ds_result/:session?', '/3ds_result/a%20b', { session: 'a b' }],
    ['/deposit', '/deposit.x', null],
  ])('%s against %s', (pattern, path, expected) => {
    expect(matchPattern(pattern, path)).toEqual(expected);
  });
});

describe('parseRoutePattern', () => {
  it('parses each route once: wouter asks for every route it tries on every render', () => {
    expect(parseRoutePattern('/deposit/:provider/:form?')).toBe(parseRoutePattern('/deposit/:provider/:form?'));
  });
});
