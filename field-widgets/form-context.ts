import type { DisplayCurrency } from '../schemas/money/format-amount.ts';
import type { OverlayRoutes } from './use-overlay.ts';

/** What every widget may read from rjsf's formContext: the translator and the method's currency. */
export interface CashierFormContext {
  translate: (key: string, params?: Readonly<Record<string, string | number>>) => string;
  currency: DisplayCurrency;
  /** Told the brand whenever the card number's brand changes (the merchant page shows it); never the number. */
  onCardBrand: (brand: string | null) => void;
  /** The cashier's two-letter language (lang), for the phone field's default country and country names; English when absent. */
  language?: string;
  /** Told which saved card the user confirmed deleting; without it, saved cards show no delete button. */
  onDeleteCard?: (cardId: string) => void;
  /** The addresses of the modal pages widgets open; without them (tests, playground) a dialog keeps its own state. */
  overlays?: OverlayRoutes;
}
