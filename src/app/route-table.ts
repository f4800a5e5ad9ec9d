import { loadChunk } from '../telemetry/errors/chunk-load.ts';
import { paymentFlowOf, type PageCategory } from '../../schemas/routes/classify-path.ts';
import type { ResultStatus } from '../../schemas/results/result-route.ts';
import type { ScreenFlow } from '../flows/define-flow.ts';
import { flows, screenFlows } from '../flows/flows.ts';
import { matchPattern } from './route-pattern.ts';
import type { OverlayName } from '../../field-widgets/use-overlay.ts';
import type { PaymentsReturnStep } from '../screens/payments/payments-return-screen.tsx';

/** The screen an entry shows; the app maps each to its component. */
export type View = 'home' | 'methodList' | 'methodForm' | 'displayForm' | 'payoutCards' | 'result' | 'threeDsResult' | 'paymentsReturn' | 'overlay' | 'modal' | 'formStep' | 'account';

/** Analytics screen names (spec section 7). */
export type AnalyticsScreen = 'homepage' | 'method page' | 'result page' | 'QR display form' | 'payout entry' | 'payout verification';

/** The country list's address; each flow names its betting-shop list's. */
export const SELECT_COUNTRY = '/select-country';

/** A content page's address (`/content?url=…`), a modal the app draws over the page below. */
export const CONTENT = '/content';

/** The pending-withdrawals dialog's address, a modal the app draws over the withdrawal list. */
export const REJECT_WITHDRAWAL = '/reject-withdrawal';

/** The payout-account verification step, drawn by the withdrawal form over itself so what was typed stays. */
export const VERIFY_ACCOUNT = '/withdrawal-verify-account';

/** The account-management pages (spec section 2), by their addresses; one lazy chunk shows them all. */
export const ACCOUNT_PAGES = {
  blocked: { pattern: '/account-management-blocked', category: 'other' },
  status: { pattern: '/status', category: 'other' },
  statusSuccess: { pattern: '/status/success', category: 'success' },
  statusError: { pattern: '/status/error', category: 'error' },
  support: { pattern: '/support', category: 'other' },
  cards: { pattern: '/cards', category: 'cards' },
} as const satisfies Readonly<Record<string, { pattern: string; category: PageCategory }>>;

export type AccountPage = keyof typeof ACCOUNT_PAGES;

interface EntryBase {
  pattern: string;
  flow: ScreenFlow;
  category: PageCategory;
  screen: AnalyticsScreen | null;
}

/** One route: its pattern, flow, page category and analytics screen, and the view it shows (with what that needs). */
export type RouteEntry = EntryBase &
  (
    | { view: Exclude<View, 'result' | 'paymentsReturn' | 'overlay' | 'modal' | 'account'> }
    | { view: 'account'; page: AccountPage }
    | { view: 'result'; status: ResultStatus }
    | { view: 'paymentsReturn'; step: PaymentsReturnStep }
    | { view: 'overlay'; overlay: OverlayName }
    | { view: 'modal'; modal: AppModal }
  );

/** The app's modals share one chunk (see screens/app-modals.ts for why), fetched when the first of them opens. */
export const loadAppModals = loadChunk(() => import('../screens/app-modals.ts'));

/** Code of the screens off the method list's first path, fetched when a route needs them (or is about to). */
export const viewLoaders = {
  methodForm: loadChunk(() => import('../screens/method-form/method-form-screen.tsx')),
  displayForm: loadChunk(() => import('../screens/display-form/display-form-screen.tsx')),
  payoutCards: loadChunk(() => import('../screens/payout-cards/payout-cards-screen.tsx')),
  result: loadChunk(() => import('../screens/result/result-screen.tsx')),
  threeDsResult: loadChunk(() => import('../screens/three-ds/three-ds-result-screen.tsx')),
  paymentsReturn: loadChunk(() => import('../screens/payments/payments-return-screen.tsx')),
  // In the modals' chunk: a lazy chunk of its own would split entry modules out of the entry (see app-modals.ts).
  account: () => loadAppModals().then((modals) => ({ default: modals.AccountScreen })),
} as const;

/** The modal pages the app itself draws over the page below (a widget's overlays are drawn by the widget). */
export const modalLoaders = {
  content: () => loadAppModals().then((modals) => ({ default: modals.ContentScreen })),
  rejectWithdrawal: () => loadAppModals().then((modals) => ({ default: modals.RejectWithdrawalScreen })),
} as const;

export type AppModal = keyof typeof modalLoaders;

type LazyView = keyof typeof viewLoaders;

const isLazyView = (view: View): view is LazyView => Object.hasOwn(viewLoaders, view);

/** Result pages' categories: await shows as processing (spec section 4). */
const RESULT_CATEGORY: Readonly<Record<ResultStatus, PageCategory>> = { success: 'success', error: 'error', processing: 'processing', await: 'processing' };

// Categories are written out rather than computed with pageCategoryOf, which would put its patterns on the first
// path; route-table.test.ts checks that every entry agrees with it.
function flowEntries(flow: ScreenFlow): RouteEntry[] {
  const routes = flow.routes;
  const results = flow.resultStatuses.map(
    (status): RouteEntry => ({ pattern: routes.result(status), view: 'result', flow, category: RESULT_CATEGORY[status], screen: 'result page', status }),
  );
  const accounts = flow.payoutAccounts;
  return [
    { pattern: routes.list, view: 'methodList', flow, category: flow.pageCategories.list, screen: 'homepage' },
    ...(accounts === null ? [] : [{ pattern: accounts.cardsPage, view: 'payoutCards', flow, category: 'withdrawalCardList', screen: 'payout entry' } as const]),
    // Before the method form: /deposit/deposit-success would otherwise read as a method named "deposit-success".
    ...results,
    ...(flow.displayForm ? [{ pattern: routes.displayForm, view: 'displayForm', flow, category: 'displayForm', screen: 'QR display form' } as const] : []),
    { pattern: routes.method, view: 'methodForm', flow, category: flow.pageCategories.form, screen: 'method page' },
  ];
}

/**
 * Modal pages over the page below them, each with its own address; a widget of the page below draws the dialog.
 * Flows sharing a betting-shop address (deposit, checkout) share its entry.
 */
function overlayEntries(): RouteEntry[] {
  const betShops = new Set(screenFlows.map((flow) => flow.betShopOverlay));
  return [[SELECT_COUNTRY, 'selectCountry'] as const, ...[...betShops].map((path) => [path, 'betShop'] as const)].map(
    ([pattern, overlay]): RouteEntry => ({ pattern, view: 'overlay', flow: flows[paymentFlowOf(pattern)], category: 'other', screen: null, overlay }),
  );
}

const isAccountPage = (key: string): key is AccountPage => Object.hasOwn(ACCOUNT_PAGES, key);

/** The account-management pages' entries: the blocked screen belongs to payouts, the others to no flow (deposit's). */
function accountEntries(): RouteEntry[] {
  return Object.keys(ACCOUNT_PAGES)
    .filter(isAccountPage)
    .map((page): RouteEntry => {
      const { pattern, category } = ACCOUNT_PAGES[page];
      return { pattern, view: 'account', page, flow: page === 'blocked' ? flows.withdrawal : flows.deposit, category, screen: null };
    });
}

/** Every route of the cashier, in match order; the <Route>s, links, preloading and page classification read it. */
export const routeTable: readonly RouteEntry[] = [
  { pattern: '/', view: 'home', flow: flows.deposit, category: 'main', screen: null },
  ...screenFlows.flatMap(flowEntries),
  { pattern: '/3ds_result/:session?', view: 'threeDsResult', flow: flows.deposit, category: 'other', screen: null },
  { pattern: '/payments/3ds_result/:provider', view: 'threeDsResult', flow: flows.deposit, category: 'other', screen: null },
  { pattern: '/payments/interaction/:provider', view: 'paymentsReturn', step: 'interaction', flow: flows.deposit, category: 'other', screen: null },
  { pattern: '/payments/status/:provider', view: 'paymentsReturn', step: 'status', flow: flows.deposit, category: 'other', screen: null },
  { pattern: CONTENT, view: 'modal', modal: 'content', flow: flows.deposit, category: 'content', screen: null },
  { pattern: REJECT_WITHDRAWAL, view: 'modal', modal: 'rejectWithdrawal', flow: flows.withdrawal, category: 'rejectWithdrawal', screen: null },
  { pattern: VERIFY_ACCOUNT, view: 'formStep', flow: flows.withdrawal, category: 'withdrawalVerifyAccount', screen: 'payout verification' },
  ...accountEntries(),
  ...overlayEntries(),
];

/** The route an address shows, with its parameters; null for an address no route knows. */
export function matchRoute(path: string): { entry: RouteEntry; params: Record<string, string> } | null {
  for (const entry of routeTable) {
    const params = matchPattern(entry.pattern, path);
    if (params !== null) return { entry, params };
  }
  return null;
}

/** Views that start from their flow's methods: the list, a form, and the overlays drawn over them. */
const METHOD_VIEWS: ReadonlySet<View> = new Set<View>(['home', 'methodList', 'methodForm', 'payoutCards', 'overlay', 'modal']);

/**
 * What a deep link needs before its screen can show, started at once, in parallel: the screen's code, and (through
 * `loadMethods`) the flow's init call when the view starts from the methods, with the method a form route names, whose
 * select call then follows init at once. Returns the route, or null.
 */
export function startRoute(path: string, loadMethods: (flow: ScreenFlow, provider: string | undefined) => void): RouteEntry | null {
  const match = matchRoute(path);
  if (match === null) return null;
  const { entry, params } = match;
  if (METHOD_VIEWS.has(entry.view)) loadMethods(entry.flow, entry.view === 'methodForm' ? params['provider'] : undefined);
  if (isLazyView(entry.view)) void viewLoaders[entry.view]();
  return entry;
}
