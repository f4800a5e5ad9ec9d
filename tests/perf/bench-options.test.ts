import { describe, expect, it } from 'vitest';
import { DEFAULT_BENCH_OPTIONS, parseBenchOptions } from './bench-options.ts';

describe('parseBenchOptions', () => {
  it.each([
    [[], DEFAULT_BENCH_OPTIONS],
    [['--rounds', '9'], { ...DEFAULT_BENCH_OPTIONS, rounds: 9 }],
    [['--rounds=11', '--rebuild'], { ...DEFAULT_BENCH_OPTIONS, rounds: 11, rebuild: true }],
    [['--key-loads', '20'], { ...DEFAULT_BENCH_OPTIONS, keyLoads: 20 }],
  ])('reads %j', (args, expected) => {
    expect(parseBenchOptions(args)).toEqual(expected);
  });

  it('runs at least 7 interleaved rounds by default (issue 9)', () => {
    expect(DEFAULT_BENCH_OPTIONS.rounds).toBeGreaterThanOrEqual(7);
  });

  it.each([[['--rounds']], [['--rounds', '0']], [['--rounds', '2.5']], [['--key-loads=x']], [['--runs', '3']], [['--rebuild=yes']]])(
    'refuses %j',
    (args) => {
      expect(() => parseBenchOptions(args)).toThrow(/usage/);
    },
  );
});
