import { describe, expect, it } from 'vitest';
import rjsfDeepEquals from '@rjsf/utils/lib/deepEquals.js';
import deepEquals from './deep-equals.ts';

describe('the slim deepEquals', () => {
  const fn = (): void => undefined;
  it.each<[string, unknown, unknown]>([
    ['equal objects', { a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 }],
    ['a different leaf', { a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'y' }] }],
    ['an extra key', { a: 1 }, { a: 1, b: undefined }],
    ['arrays of other lengths', [1, 2], [1, 2, 3]],
    ['an array and an object', [1], { 0: 1 }],
    ['functions, always equal', { onChange: fn }, { onChange: () => 1 }],
    ['a function and a value', { onChange: 1 }, { onChange: fn }],
    ['NaN', Number.NaN, Number.NaN],
    ['null and an object', null, {}],
    ['equal dates', new Date(5), new Date(5)],
    ['other dates', new Date(5), new Date(6)],
    ['a string and a number', '1', 1],
  ])('agrees with rjsf on %s', (_, a, b) => {
    expect(deepEquals(a, b)).toBe(rjsfDeepEquals(a, b));
  });
});
