import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { autoRedirectMethod } from '../../../schemas/methods/auto-redirect.ts';
import { isMethodEnabled } from '../../../schemas/methods/classify-methods.ts';
import { availableOnDevice } from '../../../schemas/methods/native-pay.ts';
import type { DeviceKind } from '../../../schemas/session/device-kind.ts';
import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { hasPendingWithdrawals, type Methods } from '../../api/methods.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { carouselStore, chooseInCarousel } from '../../store/carousel-store.ts';
import { flowStore, lastUsedMethodSkipped, selectMethod, skipLastUsedMethod } from '../../store/flow-store.ts';
import { linkTo, sessionStore } from '../../store/session-store.ts';
import { quickMethods } from './quick-methods.ts';
import { withWagerLock } from './wager-lock.ts';

/**
 * Whether this page has already shown its first method list: the list opens a form by itself only then, so a user who
 * comes back to the list stays on it.
 */
let firstListShown = false;
/** The form the first list opened was the last-used card method's. */
let openedByLastUsed = false;

interface Redirect {
  method: PayGroup;
  byLastUsed: boolean;
  /** The method is in the carousel: its form opens under the carousel, chosen there. */
  inCarousel: boolean;
}

function target(methods: Methods, flow: ScreenFlow, device: DeviceKind): Redirect | null {
  const onDevice = methods.methods.filter((method) => availableOnDevice(method, device));
  const shown = withWagerLock(onDevice, methods.payload.view_data, flow, sessionStore.brandId);
  const isEnabled = (method: PayGroup): boolean => isMethodEnabled(method, new Date(), methods.payload);
  const quick = quickMethods(shown, isEnabled, carouselStore.switchedOff);
  const context = {
    isEnabled,
    requestedPayGroupId: flowStore.selectedPayGroupId,
    payGroupParam: sessionStore.preselectedPayGroupId,
    listHasActions: hasPendingWithdrawals(methods.payload),
    carouselFirstId: quick[0]?.id ?? null,
  };
  const lastUsedRule = flow.lastUsedRedirect && !lastUsedMethodSkipped();
  const method = autoRedirectMethod(shown, { ...context, lastUsedRule });
  if (method === null) return null;
  const byLastUsed = lastUsedRule && autoRedirectMethod(shown, { ...context, lastUsedRule: false })?.id !== method.id;
  return { method, byLastUsed, inCarousel: quick.includes(method) };
}

/**
 * The auto-redirect of spec section 2 for the first list of the visit: returns true while it is opening a method's
 * form (the list is not drawn meanwhile). Coming back from a form the last-used rule opened switches that rule off
 * for good (phSkipLasUsedMethod).
 */
export function useAutoRedirect(methods: Methods | undefined, flow: ScreenFlow, device: DeviceKind): boolean {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (firstListShown && openedByLastUsed) skipLastUsedMethod();
    openedByLastUsed = false;
  }, []);
  useEffect(() => {
    if (methods === undefined || firstListShown) return;
    firstListShown = true;
    const redirect = target(methods, flow, device);
    if (redirect === null) return;
    openedByLastUsed = redirect.byLastUsed;
    selectMethod(redirect.method.id);
    if (redirect.inCarousel) chooseInCarousel(redirect.method.id);
    navigate(linkTo(flow.routes.methodLink(redirect.method.short_name)), { replace: true });
  }, [methods, flow, device, navigate]);
  return methods !== undefined && !firstListShown && target(methods, flow, device) !== null;
}
