import { describe, expect, it } from 'vitest';
import type { PayGroup } from '../server/v1/types.ts';
import { CAROUSEL_MAX, carouselMethods, type CarouselContext } from './carousel.ts';
import { payGroup } from './pay-group.testing.ts';

const flagged = (id: number, extra: Partial<PayGroup> = {}): PayGroup => payGroup(id, { show_in_carousel: true, arrangement: id, ...extra });
const context: CarouselContext = { loaded: true, switchedOff: false, isEnabled: (method) => method.enabled !== false, redirectIds: [] };
const ids = (methods: readonly PayGroup[]): number[] => methods.map((method) => method.id);

describe('carouselMethods (spec section 4: the carousel)', () => {
  it.each<[string, PayGroup[], Partial<CarouselContext>, number[]]>([
    ['active: the flagged methods in arrangement order', [flagged(2), flagged(1), payGroup(3)], {}, [1, 2]],
    ['not before the methods have loaded', [flagged(1), flagged(2)], { loaded: false }, []],
    ['not once the view is switched off', [flagged(1), flagged(2)], { switchedOff: true }, []],
    ['not with a single method in the list', [flagged(1)], {}, []],
    ['only enabled methods', [flagged(1, { enabled: false }), flagged(2), flagged(3)], {}, [2, 3]],
    ['only methods flagged show_in_carousel', [flagged(1), payGroup(2), flagged(3, { show_in_carousel: false })], {}, [1]],
    ['the redirect method first', [flagged(1), flagged(2), flagged(3)], { redirectIds: [3] }, [3, 1, 2]],
    ['the first redirect candidate that is in the carousel', [flagged(1), flagged(2), payGroup(9)], { redirectIds: [null, 9, 2] }, [2, 1]],
    ['at most 5, the redirect method kept', [1, 2, 3, 4, 5, 6, 7].map((id) => flagged(id)), { redirectIds: [7] }, [7, 1, 2, 3, 4]],
  ])('%s', (_, methods, extra, expected) => {
    expect(ids(carouselMethods(methods, { ...context, ...extra }))).toEqual(expected);
  });

  it(`holds at most ${String(CAROUSEL_MAX)} methods (spec section 9)`, () => {
    expect(CAROUSEL_MAX).toBe(5);
  });
});
