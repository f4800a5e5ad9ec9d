import { isPositiveDecimal } from '../money/decimal.ts';
import type { OverlayHistoryState } from '../routes/overlay-state.ts';

/** How every verification step's history entry names its owner; the form that opened it follows. */
const OWNER_PREFIX = 'verifyAccount:';

/**
 * The owner a withdrawal form writes into the verification step's history entry: the form's mount in this page load.
 * A reload is another page load and a form mounted afresh another mount, so neither takes an older entry for its own.
 */
export function verifyStepOwner(pageLoad: string, mount: string): string {
  return `${OWNER_PREFIX}${pageLoad}:${mount}`;
}

/**
 * What the form mounted as `owner` makes of the history entry at the verification step's address (`atStep`): 'open'
 * when it opened that step, whose code it still waits for; 'interrupted' for a step opened by a form that is gone (a
 * reload, a Forward onto a form drawn afresh), whose code nothing can follow any more; 'none' anywhere else.
 */
export function verifyStepEntry(atStep: boolean, overlay: OverlayHistoryState | null, owner: string): 'none' | 'open' | 'interrupted' {
  if (!atStep || overlay === null || !overlay.owner.startsWith(OWNER_PREFIX)) return 'none';
  return overlay.owner === owner ? 'open' : 'interrupted';
}

/** A verification step's history entry: the overlay's, with the amount the form held when it opened the step. */
export interface VerifyStepState extends OverlayHistoryState {
  amount?: string;
}

/**
 * The amount typed before the verification step whose history entry `state` is, for the form drawn afresh under it
 * (a reload: spec section 2's bar, what the user typed is never lost). Only a step's entry, and only a decimal above
 * zero: anything else in the entry, and the account typed, which is never kept, leave the form as it starts.
 */
export function verifyStepAmount(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !String(Reflect.get(state, 'owner')).startsWith(OWNER_PREFIX)) return null;
  const amount: unknown = Reflect.get(state, 'amount');
  return typeof amount === 'string' && isPositiveDecimal(amount) ? amount : null;
}
