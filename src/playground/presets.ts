import { listFlowOf } from '../../schemas/routes/classify-path.ts';
import type { Currency, FlowType, PhoneCountryEntry } from '../../schemas/server/v1/types.ts';
import type { PayoutAccountRules } from './form-context.ts';
import { galleryParameters } from './gallery.ts';

/** A starting descriptor the QA picks from the preset select. */
export interface Preset {
  /** Also the `?preset=` value. */
  id: string;
  label: string;
  parameters: unknown;
  /** What the recording says of the method beside its parameters: its flow, currency, limits, countries, balance. */
  flow?: FlowType;
  currency?: Currency;
  limits?: { min: number; max: number };
  phoneCountries?: PhoneCountryEntry[];
  userBalance?: number;
  accountRules?: PayoutAccountRules;
}

export const GALLERY_PRESET = 'gallery';

/** The recorded scenarios, bundled into the playground chunk only (the cashier never imports this module). */
const scenarios = import.meta.glob<unknown>('../../fixtures/scenarios/*.json', { eager: true, import: 'default' });

const SELECT_PATH = /\/groups\/(\d+)\/select$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function limitsOf(body: Record<string, unknown>): Preset['limits'] | undefined {
  const limits = body['limits'];
  if (!isRecord(limits)) return undefined;
  const { min_amount: min, max_amount: max } = limits;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : undefined;
}

/** The scenario's flow, from its start address as the cashier reads it (spec section 2). */
function flowOf(startUrl: unknown): FlowType {
  return listFlowOf(typeof startUrl === 'string' ? startUrl : '');
}

const isCurrency = (value: unknown): value is Currency =>
  isRecord(value) && typeof value['alpha3'] === 'string' && typeof value['precision'] === 'number' && typeof value['currency_id'] === 'number' &&
  typeof value['name'] === 'string' && typeof value['iso_number'] === 'number';

const isPhoneCountry = (value: unknown): value is PhoneCountryEntry => isRecord(value) && typeof value['iso'] === 'string' && typeof value['phonecode'] === 'number';

/** The user's balance the scenario's init answer gives, which a withdrawal's amount is checked against. */
function balanceOf(exchanges: readonly unknown[]): number | undefined {
  const balance = exchanges.map((exchange) => (isRecord(exchange) && isRecord(exchange['body']) ? exchange['body']['user_balance'] : undefined)).find((value) => typeof value === 'number');
  return typeof balance === 'number' ? balance : undefined;
}

/** What a withdrawal's select answer says of new payout accounts and support, or undefined when it says nothing. */
function accountRulesOf(body: Record<string, unknown>): PayoutAccountRules | undefined {
  const { allow_new_payout_account: allowNew, payout_account_verification_blocked: blocked, support_url: support } = body;
  const rules: PayoutAccountRules = {
    ...(typeof allowNew === 'boolean' ? { allow_new_payout_account: allowNew } : {}),
    ...(typeof blocked === 'boolean' ? { payout_account_verification_blocked: blocked } : {}),
    ...(typeof support === 'string' ? { support_url: support } : {}),
  };
  return Object.keys(rules).length === 0 ? undefined : rules;
}

/** Every `/select` answer of one scenario file, as a preset named by scenario and method id (and answer, when several). */
function scenarioPresets(scenario: unknown): Preset[] {
  if (!isRecord(scenario) || typeof scenario['name'] !== 'string' || !Array.isArray(scenario['exchanges'])) return [];
  const name = scenario['name'];
  const exchanges: readonly unknown[] = scenario['exchanges'];
  const flow = flowOf(scenario['startUrl']);
  const userBalance = balanceOf(exchanges);
  const seen = new Map<string, number>();
  return exchanges.flatMap((exchange: unknown): Preset[] => {
    if (!isRecord(exchange) || typeof exchange['path'] !== 'string' || !isRecord(exchange['body'])) return [];
    const methodId = SELECT_PATH.exec(exchange['path'])?.[1];
    const body = exchange['body'];
    if (methodId === undefined || !Array.isArray(body['parameters'])) return [];
    // A method answered twice (a card list before and after a deletion) gives two presets: #2 is the second answer.
    const answer = (seen.get(methodId) ?? 0) + 1;
    seen.set(methodId, answer);
    const suffix = answer === 1 ? '' : `#${String(answer)}`;
    const limits = limitsOf(body);
    const countries = Array.isArray(body['countries']) ? body['countries'].filter(isPhoneCountry) : [];
    const accountRules = flow === 'withdrawal' ? accountRulesOf(body) : undefined;
    return [
      {
        id: `${name}:${methodId}${suffix}`,
        label: `${name} · method ${methodId}${answer === 1 ? '' : ` (answer ${String(answer)})`}`,
        parameters: body['parameters'],
        flow,
        ...(isCurrency(body['currency']) ? { currency: body['currency'] } : {}),
        ...(limits === undefined ? {} : { limits }),
        ...(countries.length === 0 ? {} : { phoneCountries: countries }),
        ...(userBalance === undefined || flow !== 'withdrawal' ? {} : { userBalance }),
        ...(accountRules === undefined ? {} : { accountRules }),
      },
    ];
  });
}

/** The gallery first, then each recorded method form, sorted by name. */
export const PRESETS: readonly Preset[] = [
  { id: GALLERY_PRESET, label: 'Gallery: every field type', parameters: galleryParameters() },
  ...Object.values(scenarios)
    .flatMap(scenarioPresets)
    .sort((a, b) => a.label.localeCompare(b.label)),
];

/** The currencies the recordings pay in, for the currency select beside its own. */
export const RECORDED_CURRENCIES: readonly Currency[] = PRESETS.flatMap((preset) => (preset.currency === undefined ? [] : [preset.currency]));

/** The preset with this id, or undefined. */
export function presetById(id: string | null): Preset | undefined {
  return PRESETS.find((preset) => preset.id === id);
}
