import { describe, expect, it } from 'vitest';
import { flows } from '../flows/flows.ts';
import { overlayRoutes } from './overlay-routes.ts';

describe('overlayRoutes', () => {
  const link = (path: string): string => `${path}?session_id=s`;
  it.each([
    ['deposit', '/betshop-deposit'],
    ['withdrawal', '/betshop-withdrawal'],
    ['checkout', '/betshop-deposit'],
  ] as const)('the %s flow opens its betting shops at %s and countries at /select-country', (type, betShop) => {
    const routes = overlayRoutes(flows[type], link);
    expect(routes.path('betShop')).toBe(betShop);
    expect(routes.href('betShop')).toBe(`${betShop}?session_id=s`);
    expect(routes.path('selectCountry')).toBe('/select-country');
  });
});
