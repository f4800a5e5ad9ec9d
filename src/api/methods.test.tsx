// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { listenCanned, withCache } from './api.testing.tsx';
import { paymentGroupsApi, payoutGroupsApi, type GroupsApi } from './groups-api.ts';
import { useMethodInfo, type MethodChoice } from './methods.ts';
import { loadMethods, useMethods } from './methods.ts';

const V1 = '/api/cashier-service/v1.0';
/** The first answer also loads its payload's validator: on a loaded machine that takes longer than findBy's 1 s. */
const ANSWERED = { timeout: 10_000 };
const euro = { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 };
const limits = { min_amount: 10, max_amount: 1000 };
const group = (id: number, name: string): object => ({ id, short_name: name, public_name: name, action_type: 'Activity', currencies: [{ currency: euro, limits }] });

const { requests } = listenCanned({
  [`GET ${V1}/payments/groups/init`]: [{ body: { payment_groups: [group(7, 'card'), group(8, 'bank')] } }],
  [`GET ${V1}/payouts/groups/init`]: [{ body: { payout_groups: [group(9, 'wallet')] } }],
  [`POST ${V1}/payments/groups/7/select`]: [{ body: { currency: euro, limits, parameters: [] } }],
  [`POST ${V1}/payments/groups/8/select`]: [{ body: { currency: euro, limits, parameters: [] } }],
}, '/deposit');


function MethodNames({ api, sessionId }: { api: GroupsApi; sessionId: string }): ReactNode {
  const { data } = useMethods(sessionId, api);
  return <p>{data === undefined ? 'loading' : data.methods.map(({ short_name }) => short_name).join(', ')}</p>;
}

function MethodLimits({ method }: { method: MethodChoice | undefined }): ReactNode {
  const { data } = useMethodInfo('s-1', paymentGroupsApi, method);
  return <p>{data === undefined ? 'no form' : `form of ${String(method?.id)}`}</p>;
}

describe('useMethods', () => {
  it.each([
    ['deposit', paymentGroupsApi, 'card, bank', `GET ${V1}/payments/groups/init`],
    ['withdrawal', payoutGroupsApi, 'wallet', `GET ${V1}/payouts/groups/init`],
  ])('lists the %s methods from their own init call', async (flow, api, names, call) => {
    render(<MethodNames api={api} sessionId={`list-${flow}`} />);
    await screen.findByText(names, undefined, ANSWERED);
    expect(requests).toEqual([call]);
  });

  it('asks once per visit: no new request on focus, on reconnect, when the screen mounts again or when started early', async () => {
    loadMethods('once', paymentGroupsApi);
    const view = render(<MethodNames api={paymentGroupsApi} sessionId="once" />);
    await screen.findByText('card, bank', undefined, ANSWERED);
    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('online'));
    });
    view.unmount();
    render(<MethodNames api={paymentGroupsApi} sessionId="once" />);
    await screen.findByText('card, bank', undefined, ANSWERED);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toEqual([`GET ${V1}/payments/groups/init`]);
  });
});

describe('useMethodInfo', () => {
  it('asks nothing without a method, then once per group', async () => {
    const cache = new Map();
    const view = render(withCache(cache, <MethodLimits method={undefined} />));
    expect(screen.getByText('no form')).toBeTruthy();
    view.rerender(withCache(cache, <MethodLimits method={{ id: 7, currency: 'EUR' }} />));
    await screen.findByText('form of 7', undefined, ANSWERED);
    view.rerender(withCache(cache, <MethodLimits method={{ id: 8, currency: 'EUR' }} />));
    await screen.findByText('form of 8', undefined, ANSWERED);
    view.rerender(withCache(cache, <MethodLimits method={{ id: 7, currency: 'EUR' }} />));
    await screen.findByText('form of 7', undefined, ANSWERED);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toEqual([`POST ${V1}/payments/groups/7/select`, `POST ${V1}/payments/groups/8/select`]);
  });
});
