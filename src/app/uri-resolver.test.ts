import { describe, expect, it } from 'vitest';
import resolver from './uri-resolver.ts';

describe('uri-resolver (the fast-uri stand-in for rjsf)', () => {
  it.each([
    ['https://schemas.example/form.json', '#/definitions/a', 'https://schemas.example/form.json#/definitions/a'],
    ['https://schemas.example/dir/form.json', 'other.json', 'https://schemas.example/dir/other.json'],
    ['not a base', 'relative.json', 'relative.json'],
  ])('resolves %s + %s', (base, reference, expected) => {
    expect(resolver.resolve(base, reference)).toBe(expected);
  });

  it.each([
    ['https://Schemas.example/a', 'https://schemas.example/a', true],
    ['https://schemas.example/a', 'https://schemas.example/b', false],
    ['urn:x', 'urn:x', true],
  ])('%s equals %s: %s', (first, second, expected) => {
    expect(resolver.equal(first, second)).toBe(expected);
  });
});
