import type { ExactNumber } from './exact-number.ts';

/** browser_data of the submission payload (spec section 3). */
export interface BrowserData {
  color_depth: number;
  /** Two letters. */
  language: string;
  /** Offset from UTC in minutes, as Date#getTimezoneOffset gives it. */
  time_zone: number;
  timezone_name: string;
  java_enabled: boolean;
  screen_height: number;
  screen_width: number;
  window_height: number;
  window_width: number;
  user_agent: string;
  java_script_enabled: 'true';
}

/** A card typed in the form (spec section 3: card_id omitted for a new card). */
export interface NewCardData {
  card_pan: string;
  card_bin: string;
  exp_month: string;
  exp_year: string;
  cvv?: string;
  cardholder_name?: string;
}

/** A saved card: its id stands for the number (spec section 3: the builder removes card_pan when card_id is set). */
export interface SavedCardData {
  card_id: string;
  /** When the form holds the saved card's BIN (a card_bin field). */
  card_bin?: string;
  cvv?: string;
}

export type CardData = NewCardData | SavedCardData;

/** A form parameter's value in the payload: text, or a kept number (every digit, toJson) or boolean (spec section 5). */
export type ParameterValue = string | number | boolean | ExactNumber;

export interface SubmissionPayload {
  /** Written with every digit as typed (toJson); null when the form has no amount. */
  amount: ExactNumber | null;
  currency: string;
  card_data?: CardData;
  browser_data: BrowserData;
  parameters: Record<string, ParameterValue>;
  fingerprint: string;
  is_new_payout_account: boolean;
}
