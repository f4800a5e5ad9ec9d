import { describe, expect, it } from 'vitest';
import { bootstrapInterval, interleave, markdownTable, medianIndex, pairedRatios, quantile, seededRandom, stats, targetText, verdict } from './bench-support.ts';

describe('stats', () => {
  it.each([
    [[3, 1, 2], { median: 2, q1: 1.5, q3: 2.5, min: 1, max: 3, count: 3 }],
    [[4, 1, 3, 2], { median: 2.5, q1: 1.75, q3: 3.25, min: 1, max: 4, count: 4 }],
    [[7], { median: 7, q1: 7, q3: 7, min: 7, max: 7, count: 1 }],
  ])('summarises %j', (samples, expected) => {
    expect(stats(samples)).toEqual(expected);
  });

  it('is NaN for no samples', () => {
    expect(stats([]).median).toBeNaN();
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('takes quantiles between the closest ranks', () => {
    expect(quantile([10, 20, 30, 40, 50], 0.1)).toBe(14);
  });
});

describe('interleave', () => {
  it('times the baseline before each other page, round after round', () => {
    expect(interleave('hello', ['card', 'list'], 2)).toEqual(['hello', 'card', 'hello', 'list', 'hello', 'card', 'hello', 'list']);
  });

  it('is empty for no rounds', () => {
    expect(interleave('hello', ['card'], 0)).toEqual([]);
  });
});

describe('pairedRatios', () => {
  it("divides each of the page's samples by the baseline sample just before it", () => {
    const series = [
      { page: 'hello', ms: 100 },
      { page: 'card', ms: 150 },
      { page: 'hello', ms: 200 },
      { page: 'list', ms: 220 },
      { page: 'hello', ms: 50 },
      { page: 'card', ms: 100 },
    ];
    expect(pairedRatios(series, 'hello', 'card')).toEqual([1.5, 2]);
    expect(pairedRatios(series, 'hello', 'list')).toEqual([1.1]);
  });

  it('skips a sample with no baseline before it', () => {
    expect(pairedRatios([{ page: 'card', ms: 100 }], 'hello', 'card')).toEqual([]);
  });
});

describe('medianIndex', () => {
  it.each([
    [[900, 300, 500], 2],
    [[10, 40, 20, 30], 2],
    [[], -1],
  ])('picks the run nearest the median of %j', (samples, expected) => {
    expect(medianIndex(samples)).toBe(expected);
  });
});

describe('markdownTable', () => {
  it('right-aligns numeric columns', () => {
    expect(markdownTable(['page', 'ms'], [['a', '1']], [false, true])).toBe('| page | ms |\n| --- | ---: |\n| a | 1 |');
  });
});

describe('ratio targets (issue 9: card form <= 1.6x, goal 1.3x; method list <= 1.3x)', () => {
  const cardForm = { limit: 1.6, goal: 1.3 };
  it.each([
    [1.3, cardForm, 'goal met'],
    [1.31, cardForm, 'met'],
    [1.6, cardForm, 'met'],
    [1.61, cardForm, 'MISSED'],
    [1.3, { limit: 1.3 }, 'met'],
    [Number.NaN, { limit: 1.3 }, 'MISSED'],
  ] as const)('%f against %j is %s', (ratio, target, expected) => {
    expect(verdict(ratio, target)).toBe(expected);
  });

  it('prints the goal beside the limit', () => {
    expect(targetText(cardForm)).toBe('<= 1.6x (goal 1.3x)');
    expect(targetText({ limit: 1.3 })).toBe('<= 1.3x');
  });
});

describe('bootstrapInterval', () => {
  const median = (groups: readonly (readonly number[])[]): number => stats(groups.flat()).median;

  it('has no width when every group is alike', () => {
    expect(bootstrapInterval([[5, 7], [5, 7], [5, 7]], median)).toEqual({ low: 6, high: 6 });
  });

  it('holds the figure and widens with the spread between groups', () => {
    const steady = Array.from({ length: 12 }, (_, index) => [100 + (index % 3)]);
    const jumpy = Array.from({ length: 12 }, (_, index) => [100 + (index % 3) * 40]);
    const narrow = bootstrapInterval(steady, median);
    const wide = bootstrapInterval(jumpy, median);
    expect(narrow.low).toBeLessThanOrEqual(median(steady));
    expect(narrow.high).toBeGreaterThanOrEqual(median(steady));
    expect(wide.high - wide.low).toBeGreaterThan(narrow.high - narrow.low);
  });

  it('gives the same interval for the same samples', () => {
    const groups = [[1], [5], [9], [2], [30]];
    expect(bootstrapInterval(groups, median)).toEqual(bootstrapInterval(groups, median));
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const [first, second] = [seededRandom(3), seededRandom(3)];
    const numbers = Array.from({ length: 1000 }, () => first());
    expect(numbers.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => second()));
    expect(numbers.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(numbers).size).toBeGreaterThan(990);
  });
});
