import { describe, expect, it } from 'vitest';
import type { FlowType } from '../server/v1/types.ts';
import { showsCardSaveBox } from './card-save-box.ts';

describe('showsCardSaveBox (spec section 2: card-save checkbox, checkout only)', () => {
  it.each<[string, FlowType, boolean]>([
    ['save_card', 'checkout', true],
    ['save_card', 'deposit', false],
    ['save_card', 'withdrawal', false],
    ['save_card', 'routing', false],
    ['accept_terms', 'deposit', true],
  ])('%s on %s -> %s', (name, flow, shown) => {
    expect(showsCardSaveBox(name, flow)).toBe(shown);
  });
});
