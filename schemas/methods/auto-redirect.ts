import type { PayGroup } from '../server/v1/types.ts';
import { methodTypeOf } from './method-type.ts';

/** What besides the methods decides whether the list opens a method's form at once. */
export interface AutoRedirectContext {
  /** Whether a method is enabled now (classify-methods). */
  readonly isEnabled: (method: PayGroup) => boolean;
  /** A method asked for while the cashier runs (a retry, the return from 3-D Secure): the flow store's selection. */
  readonly requestedPayGroupId: number | null;
  /** The last-used rule applies: deposits, unless the user came back to the list from such a redirect. */
  readonly lastUsedRule: boolean;
  /** pay_group of the start-up address. */
  readonly payGroupParam: number | null;
  /** The list offers more than methods (the cancel-pending-withdrawals popup): then it always shows. */
  readonly listHasActions: boolean;
  /** The first method of the carousel (carousel.ts), null when the carousel is not active. */
  readonly carouselFirstId: number | null;
}

/**
 * The method whose form the list opens without asking, in the order of spec section 2: the only enabled method that is
 * not a nested list; the requested pay group; the last-used card method when it may be pre-selected (deposits only);
 * the pay_group parameter; the first carousel method unless it is a nested list (its form then opens under the
 * carousel, README "Auto-redirect"). Only an enabled method that enters the flow (Activity) is opened. A list that
 * offers more than its methods (pending withdrawals to cancel) is never skipped.
 */
export function autoRedirectMethod(methods: readonly PayGroup[], context: AutoRedirectContext): PayGroup | null {
  if (context.listHasActions) return null;
  const openable = methods.filter((method) => method.action_type === 'Activity' && context.isEnabled(method));
  const enabledNotNested = methods.filter((method) => method.action_type !== 'NestedList' && context.isEnabled(method));
  const [only, ...others] = enabledNotNested;
  if (only !== undefined && others.length === 0 && openable.includes(only)) return only;
  const byId = (id: number | null): PayGroup | undefined => (id === null ? undefined : openable.find((method) => method.id === id));
  const lastUsedCard = context.lastUsedRule
    ? openable.find((method) => method.last_used === true && method.allow_pre_selected_method !== false && methodTypeOf(method) === 'card')
    : undefined;
  return byId(context.requestedPayGroupId) ?? lastUsedCard ?? byId(context.payGroupParam) ?? byId(context.carouselFirstId) ?? null;
}
