import type { PayGroup } from '../server/v1/types.ts';

/** The method list's filter, in the order of spec section 2: popular, all, then each kind of method. */
export const METHOD_FILTERS = [
  'popular',
  'all',
  'bank_transfer',
  'card',
  'e_wallet',
  'prepaid_cash',
  'crypto',
  'terminal',
  'mobile',
  'bet_shop',
  'other',
] as const;

export type MethodFilter = (typeof METHOD_FILTERS)[number];
export type MethodType = Exclude<MethodFilter, 'popular' | 'all'>;

/** The server's pay_method_type values of each kind; any other value is "other". */
const TYPE_OF: Readonly<Record<string, MethodType>> = {
  bank_transfer: 'bank_transfer',
  banks: 'bank_transfer',
  credit_card: 'card',
  debit_card: 'card',
  bank_card: 'card',
  card: 'card',
  e_wallet: 'e_wallet',
  ewallet: 'e_wallet',
  prepaid: 'prepaid_cash',
  cash: 'prepaid_cash',
  voucher: 'prepaid_cash',
  crypto: 'crypto',
  cryptocurrency: 'crypto',
  terminal: 'terminal',
  mobile: 'mobile',
  mobile_payment: 'mobile',
  bet_shop: 'bet_shop',
  betshop: 'bet_shop',
};

export function methodTypeOf(method: Pick<PayGroup, 'pay_method_type'>): MethodType {
  const type = method.pay_method_type?.toLowerCase();
  return (type !== undefined && Object.hasOwn(TYPE_OF, type) ? TYPE_OF[type] : undefined) ?? 'other';
}

/**
 * The filters worth offering for these methods, in the spec's order: "all", "popular" when some method is popular, and
 * each kind that some method has. One kind alone filters nothing, so then no filter is offered (an empty list).
 */
export function availableFilters(methods: readonly PayGroup[]): MethodFilter[] {
  const types = new Set(methods.map(methodTypeOf));
  const hasPopular = methods.some((method) => method.popular === true);
  if (types.size < 2) return [];
  return METHOD_FILTERS.filter((filter) => filter === 'all' || (filter === 'popular' ? hasPopular : types.has(filter)));
}

export function matchesFilter(method: PayGroup, filter: MethodFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'popular') return method.popular === true;
  return methodTypeOf(method) === filter;
}

/** A method's place in the type order of spec section 2: popular first, then its kind in METHOD_FILTERS' order. */
export function typeRank(method: Pick<PayGroup, 'popular' | 'pay_method_type'>): number {
  return method.popular === true ? 0 : METHOD_FILTERS.indexOf(methodTypeOf(method));
}

/** Compares two methods by type rank; equal ranks keep their order (Array.prototype.sort is stable). */
export function byTypeOrder(a: Pick<PayGroup, 'popular' | 'pay_method_type'>, b: Pick<PayGroup, 'popular' | 'pay_method_type'>): number {
  return typeRank(a) - typeRank(b);
}
