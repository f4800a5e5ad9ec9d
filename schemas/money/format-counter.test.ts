import { describe, expect, it } from 'vitest';
import { formatCounter } from './format-counter.ts';

describe('formatCounter', () => {
  it.each<[number, string]>([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [99.9, '99'],
    [100, '99+'],
    [123456789012, '99+'],
    [Infinity, '99+'],
    [-1, '0'],
    [-Infinity, '0'],
    [Number.NaN, '0'],
  ])('%d -> %s', (count, expected) => {
    expect(formatCounter(count)).toBe(expected);
  });
});
