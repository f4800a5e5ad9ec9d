import type { FormMoney } from '../schemas/money/form-money.ts';
import type { DisplayCurrency, TextDirection } from '../schemas/money/format-amount.ts';
import type { OverlayRoutes } from './use-overlay.ts';

/**
 * The message keys widgets name in code. The app's form texts (src/i18n/form/en.ts) give each its words: the app's
 * `translate` only fits `CashierFormContext['translate']` while every key here has a text there.
 */
export type WidgetTextKey =
  | 'APP.BET_SHOP.PLACEHOLDER'
  | 'APP.CARD.CANCEL'
  | 'APP.CARD.DELETE'
  | 'APP.CARD.DELETE_CONFIRM'
  | 'APP.CARD.DELETE_LABEL'
  | 'APP.CARD.NEW'
  | 'APP.COPY.BUTTON'
  | 'APP.COPY.BUTTON_LABEL'
  | 'APP.COPY.FAILED'
  | 'APP.COPY.SUCCESS'
  | 'APP.DIALOG.CLOSE'
  | 'APP.ERROR.RETRY'
  | 'APP.FORM.AMOUNT_BLOCKS'
  | 'APP.FORM.AMOUNT_HINT'
  | 'APP.FORM.BONUS'
  | 'APP.FORM.CVV_ACCEPT'
  | 'APP.FORM.CVV_HINT'
  | 'APP.FORM.CVV_ICON'
  | 'APP.FORM.CVV_INFO'
  | 'APP.FORM.FEE'
  | 'APP.FORM.FIELD_UNAVAILABLE'
  | 'APP.FORM.INVALID_DATE'
  | 'APP.FORM.PROCESSING'
  | 'APP.FORM.RATE'
  | 'APP.FORM.RECEIVE'
  | 'APP.FORM.SELECT_PLACEHOLDER'
  | 'APP.FORM.TAX'
  | 'APP.FORM.TOTAL'
  | 'APP.PAYOUT.ACCOUNT_NEW'
  | 'APP.PAYOUT.ACCOUNT_SAVED'
  | 'APP.PHONE.COUNTRY'
  | 'APP.PHONE.NO_COUNTRY'
  | 'APP.PHONE.NO_COUNTRY_FOUND'
  | 'APP.PHONE.SEARCH_COUNTRY'
  | 'APP.PHONE.SELECT_COUNTRY'
  | 'APP.UPLOAD.ADD'
  | 'APP.UPLOAD.ERROR_TITLE'
  | 'APP.UPLOAD.FORMATS'
  | 'APP.UPLOAD.OK'
  | 'APP.UPLOAD.PROGRESS'
  | 'APP.UPLOAD.REMOVE'
  | 'APP.UPLOAD.REPLACE'
  | 'APP.UPLOAD.UNNAMED';

/** A document the server stored: the id the form sends, and what the upload block shows of it. */
export interface StoredDocument {
  id: string;
  name: string;
  bytes: number;
}

/** How an upload ended: the stored document, or the sentence saying why it failed (already translated). */
export type UploadOutcome = { ok: true; document: StoredDocument } | { ok: false; message: string };

/**
 * Sends a picked document to the server (POST .../upload), telling `onProgress` the fraction sent (0 to 1). Resolves
 * to its outcome; rejects only when `signal` cancelled it.
 */
export type DocumentUploader = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<UploadOutcome>;

/** Values a text may interpolate: `{name}` in the text is replaced by `params.name`. */
export type TextParams = Readonly<Record<string, string | number>>;

/** What every widget may read from rjsf's formContext: the translators and the method's currency. */
export interface CashierFormContext {
  /** The text of a key named in a widget's code; a key the app has no text for does not compile. */
  translate: (key: WidgetTextKey, params?: TextParams) => string;
  /** The text of a key that arrived as data (the server's empty-list key, a rule's error key); unknown shows as itself. */
  translateServerKey: (key: string, params?: TextParams) => string;
  currency: DisplayCurrency;
  /** The method's fee, tax, bonus and processing currency: the amount shows what they make of it. None: no lines. */
  money?: FormMoney;
  /** Told the brand whenever the card number's brand changes (the merchant page shows it); never the number. */
  onCardBrand: (brand: string | null) => void;
  /** The page's text direction: right to left swaps and isolates amounts; left to right when absent. */
  dir?: TextDirection;
  /** The cashier's two-letter language (lang), for the phone field's default country and country names; English when absent. */
  language?: string;
  /** Told which saved card the user confirmed deleting, and its name; without it, saved cards show no delete button. */
  onDeleteCard?: (cardId: string, cardName: string) => void;
  /** Uploads a document field's file; without it, a picked file cannot be stored and the upload error shows. */
  uploadDocument?: DocumentUploader;
  /** The addresses of the modal pages widgets open; without them (tests, playground) a dialog keeps its own state. */
  overlays?: OverlayRoutes;
  /**
   * Told once a choice on an auto_submit field is in the form data. The form submits only when every rule passes and
   * no submit is in flight; without it, a choice never submits.
   */
  onAutoSubmit?: () => void;
  /**
   * Told that the field with this rjsf id starts over (the payout account switched between saved and new, or another
   * saved one chosen), once the change is in: its errors wait again for the user to type in it and leave it, or for a
   * submit attempt, and what the form said of the account a submit was sent with goes.
   */
  onFieldRestart?: (id: string) => void;
}
