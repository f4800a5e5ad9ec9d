import type { getMethods, loadMethods } from '../api/methods.ts';
import type { matchRoute } from '../app/route-table.ts';
import type { decodeRouteParams } from '../../schemas/routes/route-param.ts';
import type { paymentOf, settlePayment } from '../store/flow-store.ts';
import type { linkTo, sessionStore } from '../store/session-store.ts';

/**
 * What the realtime and analytics chunk uses of the cashier's own modules, handed over by the entry (live-loader.ts)
 * rather than imported: imported from a lazy chunk, Rolldown splits those modules out of the entry chunk, which costs
 * both first paths ~2.5 KB gzip (the same split result-screen.tsx avoids).
 */
export interface LiveDeps {
  loadMethods: typeof loadMethods;
  getMethods: typeof getMethods;
  matchRoute: typeof matchRoute;
  decodeRouteParams: typeof decodeRouteParams;
  paymentOf: typeof paymentOf;
  settlePayment: typeof settlePayment;
  linkTo: typeof linkTo;
  /** The session store: once `sessionExpired`, nothing more may call the server for it; `dir` lays amounts out. */
  session: Readonly<Pick<typeof sessionStore, 'sessionExpired' | 'dir'>>;
  /** wouter's browser navigation. */
  navigate: (to: string, options: { replace: boolean }) => void;
}
