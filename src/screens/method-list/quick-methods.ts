import { carouselMethods } from '../../../schemas/methods/carousel.ts';
import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { paymentOf, storedLastUsedMethodId, storedSelectedMethodId } from '../../store/flow-store.ts';
import { sessionStore } from '../../store/session-store.ts';

/**
 * The redirect methods (chosen before, pay_group, last used) as the visit's first carousel found them: a choice made
 * since does not move the tiles under the user's hand.
 */
let leadIds: readonly (number | null)[] | null = null;

/**
 * The carousel's methods as every screen sees them (the list, its auto-redirect, the form under the carousel): the
 * methods shown on this device, whether the user switched the carousel off, the visit's redirect methods leading.
 */
export function quickMethods(shown: readonly PayGroup[], isEnabled: (method: PayGroup) => boolean, switchedOff: boolean): PayGroup[] {
  leadIds ??= [storedSelectedMethodId(), sessionStore.preselectedPayGroupId, storedLastUsedMethodId()];
  return carouselMethods(shown, { loaded: true, switchedOff, isEnabled, redirectIds: leadIds });
}

/** The carousel's chosen method: the user's choice while it is still offered, else the first (the redirect method). */
export function chosenQuickMethod(quick: readonly PayGroup[], chosenId: number | null): PayGroup | undefined {
  return quick.find((method) => method.id === chosenId) ?? quick[0];
}

/** The amount of this session's payment in progress, which the limit rule compares too (spec section 4). */
export function amountInProgress(sessionId: string): number | undefined {
  const amount = Number(paymentOf(sessionId)?.amount ?? Number.NaN);
  return Number.isFinite(amount) ? amount : undefined;
}
