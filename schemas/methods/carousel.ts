import type { PayGroup } from '../server/v1/types.ts';

/** Spec section 9: the carousel shows at most 5 methods. */
export const CAROUSEL_MAX = 5;

/** What besides the methods decides the carousel (spec section 4). */
export interface CarouselContext {
  /** The methods have loaded (the initial-load flag). */
  readonly loaded: boolean;
  /** The user switched the view off ("All methods"). */
  readonly switchedOff: boolean;
  readonly isEnabled: (method: PayGroup) => boolean;
  /** Methods the cashier would redirect to, most wanted first (chosen before, pay_group, last used): the first one in the carousel leads. */
  readonly redirectIds: readonly (number | null)[];
}

/**
 * The carousel's methods, or none when it is not active. Active once the methods have loaded, while the view is not
 * switched off, and with more than one method in the list. It holds at most 5 methods, only enabled ones flagged
 * show_in_carousel, in the server's arrangement, the redirect method first.
 */
export function carouselMethods(methods: readonly PayGroup[], context: CarouselContext): PayGroup[] {
  if (!context.loaded || context.switchedOff || methods.length < 2) return [];
  const flagged = methods
    .filter((method) => method.show_in_carousel === true && context.isEnabled(method))
    .sort((a, b) => (a.arrangement ?? 0) - (b.arrangement ?? 0));
  const leadId = context.redirectIds.find((id) => id !== null && flagged.some((method) => method.id === id));
  const lead = flagged.filter((method) => method.id === leadId);
  return [...lead, ...flagged.filter((method) => method.id !== leadId)].slice(0, CAROUSEL_MAX);
}
