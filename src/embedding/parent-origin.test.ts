import { describe, expect, it } from 'vitest';
import { claimedParentOrigin, isFromParent, trustedParentOrigin } from './parent-origin.ts';

const allowed = ['https://merchant.example'];

describe('claimedParentOrigin', () => {
  it.each([
    ['the nearest ancestor', ['https://merchant.example', 'https://top.example'], 'https://other.example/', 'https://merchant.example'],
    ["the referrer's origin when ancestors are unknown", [], 'https://merchant.example/casino?x=1', 'https://merchant.example'],
    ['nothing without either', [], '', null],
    ['nothing from a garbage referrer', [], 'not a url', null],
  ])('%s', (_, ancestors, referrer, expected) => {
    expect(claimedParentOrigin(ancestors, referrer)).toBe(expected);
  });
});

describe('trustedParentOrigin', () => {
  it.each([
    ['an allowlisted origin', 'https://merchant.example', 'https://merchant.example'],
    ['an origin off the list', 'https://evil.example', null],
    ['a look-alike with a port', 'https://merchant.example:8443', null],
    ['a look-alike sub-domain', 'https://merchant.example.evil.example', null],
    ['no origin', null, null],
  ])('%s', (_, claimed, expected) => {
    expect(trustedParentOrigin(allowed, claimed)).toBe(expected);
  });
});

describe('isFromParent', () => {
  it.each([
    ['the parent window at the trusted origin', 'https://merchant.example', 'https://merchant.example', true, true],
    ['another window of the trusted origin', 'https://merchant.example', 'https://merchant.example', false, false],
    ['the parent window at another origin', 'https://merchant.example', 'https://evil.example', true, false],
    ['anything when no parent is trusted', null, 'https://merchant.example', true, false],
  ] as const)('%s', (_, trusted, origin, fromParent, expected) => {
    expect(isFromParent(trusted, origin, fromParent)).toBe(expected);
  });
});
