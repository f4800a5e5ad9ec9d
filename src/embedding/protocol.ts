/**
 * The postMessage protocol between the cashier (in a frame or a native web view) and the merchant page, version 1.
 * The one source of the wire format: the cashier, the embed SDK (src/embed-sdk) and the merchant demo all import these
 * types, and README "Embedding for merchants" tables them.
 */
import type { FlowType } from '../../schemas/server/v1/types.ts';

export const PROTOCOL_VERSION = 1;

/** Where a payment of this session stands: the submit answer's or the status call's word, never the address's. */
export type PaymentStatus = 'processing' | 'success' | 'error';

export type ThemeName = 'light' | 'dark' | 'auto';

/** What the cashier tells the merchant, without the envelope. Never card data: a brand name at most. */
export type CashierEvent =
  /** The first screen is shown and takes input. */
  | { type: 'ready' }
  /** The document's height in CSS pixels changed: size the frame to it. */
  | { type: 'height'; height: number }
  /** The card number's brand as typed so far (null: unknown); spec section 1 asks target 'cashier' on it. */
  | { type: 'cardBrand'; target: 'cashier'; brand: string | null }
  /** A method's form was opened or submitted; spec section 1 asks target 'cashier' on it. */
  | { type: 'form'; target: 'cashier'; event: 'open' | 'submit'; method: string }
  /** A payment of this session reached a status (deposit, withdrawal = payout, checkout); amount in major units, currency ISO 4217. */
  | { type: 'status'; flow: FlowType; status: PaymentStatus; amount: number | null; currency: string | null }
  /** The session is over: open a new one (setSessionId) or close the cashier. */
  | { type: 'sessionExpired' }
  /** The user pressed the close icon. */
  | { type: 'close' }
  /** The cashier must leave the frame: the merchant navigates its top window to url. */
  | { type: 'navigate'; url: string }
  /** Opened with cashier_in_new_tab: open url (the same address without the flag) in a new tab; nothing rendered. */
  | { type: 'redirectTo'; url: string };

/** The envelope every message of the cashier carries. */
export interface CashierEnvelope {
  source: 'cashier';
  version: typeof PROTOCOL_VERSION;
}

/** A message from the cashier exactly as it travels. */
export type CashierMessage = CashierEnvelope & CashierEvent;
export type CashierMessageType = CashierEvent['type'];

/** What the merchant may ask of the cashier, without the envelope. */
export type MerchantCommand =
  /** Start the cashier again from its address. */
  | { type: 'reinit' }
  /** Go on with another session, keeping language, theme, direction and flow. */
  | { type: 'setSessionId'; sessionId: string }
  | { type: 'setTheme'; theme: ThemeName }
  /** A two-letter language code (en, ar, pt…); one without texts shows English. */
  | { type: 'setLanguage'; language: string };

export interface MerchantEnvelope {
  source: 'merchant';
  version: typeof PROTOCOL_VERSION;
}

/** A message to the cashier exactly as it must travel; anything else is dropped. */
export type MerchantMessage = MerchantEnvelope & MerchantCommand;
export type MerchantCommandType = MerchantCommand['type'];

/** The largest incoming message the cashier reads, in characters of its JSON. */
export const MAX_MESSAGE_CHARS = 2048;
