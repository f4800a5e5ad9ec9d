import { describe, expect, it } from 'vitest';
import { contentTarget } from './content-url.ts';

describe('contentTarget (spec section 2: a modal in this window, else a new window)', () => {
  it.each([
    ['/api/cashier-service/v1.0/content/terms', { kind: 'modal', path: '/api/cashier-service/v1.0/content/terms' }],
    ['https://merchant.example/terms', { kind: 'window', href: 'https://merchant.example/terms' }],
    ['http://merchant.example/terms', { kind: 'window', href: 'http://merchant.example/terms' }],
    ['//evil.example/terms', { kind: 'none' }],
    ['/\\evil.example', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['data:text/html,hi', { kind: 'none' }],
    ['terms', { kind: 'none' }],
    [null, { kind: 'none' }],
  ])('%s -> %j', (url, target) => {
    expect(contentTarget(url)).toEqual(target);
  });
});
