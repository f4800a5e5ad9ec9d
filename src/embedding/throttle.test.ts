import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle.ts';

describe('createThrottle', () => {
  it.each([
    ['lets the first calls of a window through', [0, 10, 20], [true, true, true]],
    ['refuses the fourth call within the window', [0, 10, 20, 30], [true, true, true, false]],
    ['opens a new window after windowMs', [0, 10, 20, 30, 1000, 1001], [true, true, true, false, true, true]],
    ['counts refused calls too, until the window ends', [0, 1, 2, 3, 4, 999], [true, true, true, false, false, false]],
  ])('%s', (_, times, expected) => {
    const allow = createThrottle(3, 1000);
    expect(times.map((time) => allow(time))).toEqual(expected);
  });
});
