import { describe, expect, it } from 'vitest';
import { keystrokeRatio } from './bench-keystroke.ts';

describe('keystrokeRatio', () => {
  it("is the card form's median key cost over the plain form's, every load's keys pooled", () => {
    expect(
      keystrokeRatio([
        { plain: [10, 20], card: [30] },
        { plain: [30], card: [50, 40] },
      ]),
    ).toBe(2);
  });
});
