import type { FormContext } from '../../schemas/compiler/field-type.ts';
import type { InfoSeparator } from '../../schemas/money/limits-info-line.ts';
import type { PayloadOptions } from '../../schemas/payload/payload-options.ts';
import type { NewAccountRules } from '../../schemas/payout/new-account.ts';
import { nextStepOf, type NextStep, type ResultStatus } from '../../schemas/results/result-route.ts';
import type { PageCategory } from '../../schemas/routes/classify-path.ts';
import { encodeRouteParam } from '../../schemas/routes/route-param.ts';
import type { CashierPayload, FlowType, PayGroup, PayGroupActionType, PaymentResult } from '../../schemas/server/v1/types.ts';
import type { GroupsApi } from '../api/groups-api.ts';
import type { FormKey, MethodListKey, ResultKey } from '../i18n/message-key.ts';

/** How a result page shows its status (spec section 4): error as decline; processing and await as processing. */
export type ResultDisplay = 'success' | 'decline' | 'processing';

/** The texts a flow's generic screens show; every other text is the same in every flow. */
export interface FlowTexts {
  /** The method list's heading. */
  chooseMethod: MethodListKey;
  noMethods: MethodListKey;
  /** Shown above the list when every method is disabled. */
  allUnavailable: MethodListKey;
  /** The submit button, with `{amount}`. */
  submit: FormKey;
  /** Under the form when a submit (or a call it needs first) failed, with `{reason}`: what could not be sent. */
  submitFailed: FormKey;
  /**
   * Over the form while a payment of its session may still be going through: its page closed or reloaded before the
   * answer, or the answer said processing and the user came back to the form.
   */
  mayBePending: FormKey;
  /**
   * Over the form once the session's payment went through (browser Back from the success page): what sending it again
   * does, or, where a session pays one order (`onePayment`), that the order is paid.
   */
  paid: FormKey;
  results: Readonly<Record<ResultDisplay, { title: ResultKey; text: ResultKey }>>;
  /**
   * Under a processing result while it waits for the final status, and once that wait takes long: a payment's status is
   * asked, a payout's only pushed, and a payout is not paid again but requested.
   */
  waiting: { readonly checking: ResultKey; readonly slow: ResultKey };
  /** The result page's way back to the merchant: into the game, or back to the shop of a checkout. */
  toMerchant: ResultKey;
}

/** The addresses of a flow's screens (spec section 2): its method list, a method's form and its result pages. */
export interface FlowRoutes {
  list: string;
  /** The method form's route pattern, with the optional step after it (deposit/{provider}/{form}: the routing step). */
  method: string;
  methodLink: (provider: string, form?: string) => string;
  /** A result page, /{type}/{type}-{status}: one function serves as both pattern and link. */
  result: (status: ResultStatus) => string;
  /** The display form of an await answer (QR code, details to copy), /{type}/{type}-display-form, where the flow has one. */
  displayForm: string;
}

/** What the compiler learns from the flow's init answer (withdrawal: the balance the amount may not exceed). */
export type FlowCompileContext = Pick<FormContext, 'userBalance'>;

/** Everything that differs between flows; the method list, method form and result screens take one of these. */
export interface FlowDefinition {
  type: FlowType;
  api: GroupsApi;
  /** null for a flow that is a step inside another (routing), with no screens of its own. */
  routes: FlowRoutes | null;
  /** The result pages the flow has; a status without a page shows as processing. */
  resultStatuses: readonly ResultStatus[];
  texts: FlowTexts;
  infoSeparator: InfoSeparator;
  /** The page categories of the flow's method list and method form (spec section 2), for notifications and analytics. */
  pageCategories: { list: PageCategory; form: PageCategory };
  /** The address of the betting-shop list that opens over this flow's form (spec section 2). */
  betShopOverlay: '/betshop-deposit' | '/betshop-withdrawal';
  /** The method action types that open the method's form (spec section 4). */
  entersFlow: readonly PayGroupActionType[];
  /** The list opens the last-used card method at once (spec section 2: withdrawals skip this rule). */
  lastUsedRedirect: boolean;
  /** An await answer with a QR code or details to copy opens the flow's display form (spec section 2: deposit). */
  displayForm: boolean;
  compileContext: (payload: Pick<CashierPayload, 'user_balance'>) => FlowCompileContext;
  /** A session pays one order (checkout, a fixed price): once paid, its forms send nothing more. */
  onePayment: boolean;
  /** An unfinished bonus wager locks the flow's methods for the configured brands (spec section 2, withdrawal). */
  wagerLock: boolean;
  /** The user's payout accounts; null in flows that pay in. */
  payoutAccounts: PayoutAccounts | null;
  /**
   * Seconds the processing page counts down before it returns the user to the merchant, from the init answer's
   * cashier_settings (withdrawal: processing_page_redirect_timeout), 0 for none; null where the processing page never
   * returns.
   */
  processingRedirectSeconds: ((settings: Readonly<Record<string, unknown>> | undefined) => number) | null;
  payloadOptions: PayloadOptions;
  nextStep: (answer: PaymentResult) => NextStep;
}

/** Where a flow pays out to the user's own accounts (spec section 2: payout entry page, withdrawal card list). */
export interface PayoutAccounts {
  /** The saved-card list a card method opens first: choose a card, add one, delete one, or go back. */
  cardsPage: '/withdrawal-cards';
  /** The methods whose choice opens the card list rather than their form. */
  opensCardsPage: (method: Pick<PayGroup, 'pay_method_type'>) => boolean;
  /** The submit of a form that sends to a payout account, which may still need verifying: Continue. */
  continueLabel: FormKey;
  /** Whether the method's select answer lets the user add an account not saved yet. */
  newAccountAllowed: (rules: NewAccountRules) => boolean;
}

/** A flow with screens of its own under /{type}: the one the generic screens and the route table take. */
export type ScreenFlow = FlowDefinition & { routes: FlowRoutes };

type Defaulted = 'compileContext' | 'payloadOptions' | 'lastUsedRedirect' | 'displayForm' | 'onePayment' | 'wagerLock' | 'payoutAccounts' | 'processingRedirectSeconds';

export type FlowInput = Omit<FlowDefinition, 'routes' | 'nextStep' | Defaulted> & Partial<Pick<FlowDefinition, Defaulted>>;

/** The routes every flow with screens has, all under /{type}. */
function flowRoutes(type: FlowType): FlowRoutes {
  return {
    list: `/${type}`,
    method: `/${type}/:provider/:form?`,
    methodLink: (provider, form) => `/${type}/${encodeRouteParam(provider)}/${form === undefined ? '' : encodeRouteParam(form)}`,
    result: (status) => `/${type}/${type}-${status}`,
    displayForm: `/${type}/${type}-display-form`,
  };
}

function completeFlow(input: FlowInput): Omit<FlowDefinition, 'routes'> {
  return {
    compileContext: () => ({}),
    payloadOptions: { cardTokenActive: false, base64: false },
    lastUsedRedirect: true,
    displayForm: false,
    onePayment: false,
    wagerLock: false,
    payoutAccounts: null,
    processingRedirectSeconds: null,
    ...input,
    nextStep: (answer) => nextStepOf(answer, input.resultStatuses, input.displayForm === true),
  };
}

/** A flow from what sets it apart, with its screens under /{type}; its next step follows from its result pages. */
export function defineFlow(input: FlowInput): ScreenFlow {
  return { ...completeFlow(input), routes: flowRoutes(input.type) };
}

/** A flow that is a step inside another flow's screens (routing): no routes of its own. */
export function defineStepFlow(input: FlowInput): FlowDefinition {
  return { ...completeFlow(input), routes: null };
}
