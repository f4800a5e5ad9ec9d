/** Server payload types of the cashier-service API v1.0 (spec section 3). They mirror the JSON Schemas beside them. */

export type FlowType = 'deposit' | 'withdrawal' | 'checkout' | 'routing';

export interface Currency {
  currency_id: number;
  name: string;
  alpha3: string;
  iso_number: number;
  /** Digits after the decimal point (JPY 0, EUR 2, KWD 3, BTC 8). */
  precision: number;
}

export interface Limits {
  min_amount: number;
  max_amount: number;
  max_recurring_amount?: number;
}

export interface PercentFee {
  percentage: number;
  fix: number;
}

export interface PayGroupCurrency {
  currency: Currency;
  limits: Limits;
  fee?: PercentFee;
  processing_time_translation_key?: string;
  show_processing_time?: boolean;
}

export type PayGroupActionType = 'Activity' | 'NestedList';

export interface PayGroup {
  id: number;
  short_name: string;
  public_name: string;
  arrangement?: number;
  popular?: boolean;
  enabled?: boolean;
  logo?: string;
  native_pay_type?: 'Apple' | 'Google' | null;
  action_type: PayGroupActionType;
  info?: string | null;
  currencies: PayGroupCurrency[];
  display_limits?: boolean;
  merchant_user_fee?: PercentFee | null;
  restricted_until?: string | null;
  pay_method_type?: string;
  last_used?: boolean;
  auto_submit?: boolean;
  allow_pre_selected_method?: boolean;
  show_in_carousel?: boolean;
}

/** A server note about the user's situation; keys containing "limit" tell which method reached its limit (spec section 4). */
export interface ViewDataItem {
  key: string;
  pay_group_id?: number;
  params?: { amount?: number; [name: string]: unknown };
}

/** Methods the merchant rewards (the lost-profit group), with the text that replaces their time and fee. */
export interface LostProfitMerchantBonus {
  pay_group_ids: number[];
  text: string;
  props?: Record<string, string | number>;
}

export interface CashierPayload {
  payment_groups: PayGroup[];
  view_data?: ViewDataItem[];
  lost_profit_merchant_bonus?: LostProfitMerchantBonus | null;
  cashier_settings?: Record<string, unknown>;
  cashier_features?: string[];
  user_balance?: number;
  merchant_url?: string;
  merchant_success_url?: string;
  merchant_fail_url?: string;
  merchant_processing_url?: string;
  merchant_redirect_type?: string;
  auth_token?: string;
}

export type FieldType =
  | 'amount' | 'checkbox' | 'select' | 'input' | 'expirationDate' | 'cardPan' | 'cardCvv' | 'card'
  | 'userPhoneVisible' | 'betShop' | 'phone' | 'date' | 'file_upload' | 'disabledInputCopy'
  | 'check' | 'info' | 'user_ip' | 'user_email' | 'user_phone' | 'user_country' | 'user_first_name'
  | 'user_last_name' | 'user_middle_name' | 'user_tax_code' | 'user_verified';

export type DataType = 'String' | 'Float' | 'Integer' | 'Boolean';

/** A betting shop's address line and opening hours (spec section 3: betting shop option). */
export interface OptionDetails {
  label?: string;
  workingHours?: string;
}

export interface FieldOption {
  label: string;
  value: string;
  is_selected?: boolean;
  additional_data?: OptionDetails;
}

/** One form parameter as the server sends it. `type` stays a string: unknown types are reported, not rejected. */
export interface FormParameter {
  name?: string;
  type: string;
  extended_type?: string | null;
  data_type?: DataType;
  regexp?: string | null;
  label?: string | null;
  place_holder?: string | null;
  place_holder_empty_list?: string | null;
  place_holder_empty_list_error?: string | null;
  is_required?: boolean;
  is_otp_requisites?: boolean;
  options?: FieldOption[];
  user_requisite?: string | null;
  user_requisite_type_id?: number | null;
  verify_new_payout_account?: boolean;
  validation_msg_key?: string | null;
  is_read_only?: boolean;
}

export interface MethodDetails {
  currency: Currency;
  limits: Limits;
  amount_blocks?: number[];
  parameters: FormParameter[];
  fee?: PercentFee | null;
  merchant_user_fee?: PercentFee | null;
  processing_time_translation_key?: string;
  preset_amount?: number | null;
  auto_submit?: boolean;
  amount_reg_exp_fe?: string | null;
  workflow_type?: string;
  is_routable?: boolean;
}

export interface RedirectData {
  url: string;
  method: 'GET' | 'POST';
  fields: Record<string, string>;
}

export type ResultStatus = 'success' | 'fail' | 'processing';

/** What submit and 3ds-result answer: a redirect, a final result, or a wait. */
export type PaymentResult =
  | { action: 'redirect'; redirect_data: RedirectData }
  | { action: 'result'; result_status: ResultStatus; error_message?: string; error_code?: number | string }
  | { action: 'await' };

export interface ErrorBody {
  error_code: number | string;
  error_message: string;
}
