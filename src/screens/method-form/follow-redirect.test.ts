// @vitest-environment jsdom
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { RedirectPlace } from '../../../schemas/results/redirect-place.ts';
import { followRedirect } from './follow-redirect.ts';

describe('followRedirect', () => {
  it.each<[RedirectPlace, number]>([
    ['_self', 1],
    ['_top', 1],
    ['_blank', 0],
  ])('in %s, tells the merchant bridge the cashier leaves (cashier:leave) %i time(s), before it goes', (place, told) => {
    const order: string[] = [];
    const listener = (): void => void order.push('leave');
    addEventListener('cashier:leave', listener);
    onTestFinished(() => removeEventListener('cashier:leave', listener));
    const go = (): void => void order.push('go');
    const open = vi.spyOn(window, 'open').mockImplementation(() => (go(), null));
    onTestFinished(() => open.mockRestore());
    const doc = { baseURI: 'https://cashier.example/', location: { assign: go }, defaultView: window } as unknown as Document;
    followRedirect({ url: 'https://issuer.example/acs', method: 'GET', fields: {} }, place, doc);
    expect(order).toEqual([...Array<string>(told).fill('leave'), 'go']);
  });
});
