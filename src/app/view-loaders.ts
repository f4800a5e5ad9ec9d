import { loadCarousel } from '../screens/method-list/carousel-chunk.ts';
import { loadChunk } from '../telemetry/errors/chunk-load.ts';
import { loadOnce } from './lazy-component.ts';
import type { ScreenFlow } from '../flows/define-flow.ts';
import { matchRoute, isLazyView, type AppModal, type LazyView, type View } from './route-table.ts';

/** The app's modals share one chunk (see screens/app-modals.ts for why), fetched when the first of them opens. */
export const loadAppModals = loadChunk(() => import('../screens/app-modals.ts'));

/**
 * Code of the screens off the method list's first path (route-table.ts LAZY_VIEW_SOURCES), fetched when a route needs
 * them; each load is one promise, shared by a deep link's start-up (startRoute) and the screen (app.tsx's lazyComponent),
 * so a screen whose code came before the first render draws at once.
 */
export const viewLoaders = {
  methodForm: loadOnce(loadChunk(() => import('../screens/method-form/method-form-screen.tsx'))),
  displayForm: loadOnce(loadChunk(() => import('../screens/display-form/display-form-screen.tsx'))),
  payoutCards: loadOnce(loadChunk(() => import('../screens/payout-cards/payout-cards-screen.tsx'))),
  result: loadOnce(loadChunk(() => import('../screens/result/result-screen.tsx'))),
  threeDsResult: loadOnce(loadChunk(() => import('../screens/three-ds/three-ds-result-screen.tsx'))),
  paymentsReturn: loadOnce(loadChunk(() => import('../screens/payments/payments-return-screen.tsx'))),
  account: loadOnce(() => loadAppModals().then((modals) => ({ default: modals.AccountScreen }))),
} as const satisfies Record<LazyView, unknown>;

/** The modal pages the app itself draws over the page below (a widget's overlays are drawn by the widget). */
export const modalLoaders = {
  content: () => loadAppModals().then((modals) => ({ default: modals.ContentScreen })),
  rejectWithdrawal: () => loadAppModals().then((modals) => ({ default: modals.RejectWithdrawalScreen })),
} as const satisfies Record<AppModal, unknown>;

/** Views that start from their flow's methods: the list, a form, and the overlays drawn over them. */
const METHOD_VIEWS: ReadonlySet<View> = new Set<View>(['home', 'methodList', 'methodForm', 'payoutCards', 'overlay', 'modal']);

/** Views whose page is (or is drawn over) the method list, which shows the carousel: its code starts with the init call. */
const LIST_VIEWS: ReadonlySet<View> = new Set<View>(['home', 'methodList', 'overlay', 'modal']);

/**
 * What a deep link needs before its screen can show, started at once, in parallel: the screen's code, and (through
 * `loadMethods`) the flow's init call when the view starts from the methods, with the method a form route names, whose
 * select call then follows init at once. Settles when all of it has. On the list's addresses it also starts the
 * carousel's code.
 */
export function startRoute(path: string, loadMethods: (flow: ScreenFlow, provider: string | undefined) => Promise<unknown>): Promise<unknown> {
  const match = matchRoute(path);
  if (match === null) return Promise.resolve();
  const { entry, params } = match;
  const screen: Promise<unknown>[] = [];
  if (METHOD_VIEWS.has(entry.view)) screen.push(loadMethods(entry.flow, entry.view === 'methodForm' ? params['provider'] : undefined));
  if (isLazyView(entry.view)) screen.push(viewLoaders[entry.view]());
  // Started, not awaited: a list without a carousel does not wait for its code, and one with it waits itself.
  if (LIST_VIEWS.has(entry.view)) void loadCarousel();
  return Promise.all(screen);
}
