import { describe, expect, it } from 'vitest';
import { markdownTable, stats } from './bench-support.ts';

describe('stats', () => {
  it.each([
    [[3, 1, 2], { median: 2, min: 1, max: 3, count: 3 }],
    [[4, 1, 3, 2], { median: 3, min: 1, max: 4, count: 4 }],
  ])('summarises %j', (samples, expected) => {
    expect(stats(samples)).toEqual(expected);
  });

  it('is NaN for no samples', () => {
    expect(stats([]).median).toBeNaN();
  });
});

describe('markdownTable', () => {
  it('right-aligns numeric columns', () => {
    expect(markdownTable(['page', 'ms'], [['a', '1']], [false, true])).toBe('| page | ms |\n| --- | ---: |\n| a | 1 |');
  });
});
