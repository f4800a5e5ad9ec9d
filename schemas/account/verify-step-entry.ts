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
