// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payGroup } from '../../../schemas/methods/pay-group.testing.ts';
import { flows } from '../../flows/flows.ts';

const methods = [payGroup(501), payGroup(502)];
const viewData = [{ key: 'WAGER_NOT_COMPLETED', pay_group_id: 501 }];

/** The list module reads the configuration once, so each case loads it afresh under its own meta tag. */
async function lockedIds(config: object | null, flow: 'withdrawal' | 'deposit', brandId: string): Promise<number[]> {
  vi.resetModules();
  document.head.replaceChildren();
  if (config !== null) {
    const meta = document.createElement('meta');
    meta.name = 'cashier-config';
    meta.content = JSON.stringify(config);
    document.head.append(meta);
  }
  const { withWagerLock } = await import('./wager-lock.ts');
  return withWagerLock(methods, viewData, flows[flow], brandId)
    .filter((method) => method.enabled === false)
    .map((method) => method.id);
}

describe('the method list under an unfinished wager', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it.each([
    ['a withdrawal of a configured brand locks the method the wager names', { merchantOrigins: [], wagerBrands: ['brand6'] }, 'withdrawal', 'brand6', [501]],
    ['another brand keeps every method', { merchantOrigins: [], wagerBrands: ['brand6'] }, 'withdrawal', 'brand1', []],
    ['a deposit keeps every method', { merchantOrigins: [], wagerBrands: ['brand6'] }, 'deposit', 'brand6', []],
    ['no configuration keeps every method', null, 'withdrawal', 'brand6', []],
  ] as const)('%s', async (_, config, flow, brand, locked) => {
    await expect(lockedIds(config, flow, brand)).resolves.toEqual(locked);
  });
});
