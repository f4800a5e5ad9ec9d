/**
 * Server payload types of the cashier-service API v1.0 (spec section 3), derived from the JSON Schemas
 * (payloads.schema.ts) through the payload registry: no type here is written by hand beside its schema.
 */
import type { Payload } from './payloads.ts';
import type { currency, limits, lostProfitMerchantBonus, payGroup, percentFee, viewDataItem } from './payloads.schema.ts';
import type { displayData, redirectData } from './payment-result.schema.ts';
import type { DATA_TYPES, fieldOption, formParameter, optionDetails, phoneCountry } from './form.schema.ts';
import type { SchemaType } from './schema-type.ts';

export type { FlowType } from './flow-type.ts';

export type FieldType =
  | 'amount' | 'checkbox' | 'select' | 'input' | 'expirationDate' | 'cardPan' | 'cardCvv' | 'card'
  | 'userPhoneVisible' | 'betShop' | 'phone' | 'date' | 'file_upload' | 'disabledInputCopy'
  | 'check' | 'info' | 'user_ip' | 'user_email' | 'user_phone' | 'user_country' | 'user_first_name'
  | 'user_last_name' | 'user_middle_name' | 'user_tax_code' | 'user_verified';

export type DataType = (typeof DATA_TYPES)[number];

export type Currency = SchemaType<typeof currency>;
export type Limits = SchemaType<typeof limits>;
export type PercentFee = SchemaType<typeof percentFee>;
export type PayGroup = SchemaType<typeof payGroup>;
export type PayGroupCurrency = PayGroup['currencies'][number];
export type PayGroupActionType = PayGroup['action_type'];
export type ViewDataItem = SchemaType<typeof viewDataItem>;
export type LostProfitMerchantBonus = SchemaType<typeof lostProfitMerchantBonus>;

/** The deposit init answer (GET /payments/groups/init): the cashier payload with payment_groups. */
export type CashierPayload = Payload<'depositMethods'>;
/** The withdrawal init answer (GET /payouts/groups/init): the cashier payload with payout_groups. */
export type WithdrawalMethodsPayload = Payload<'withdrawalMethods'>;

export type OptionDetails = SchemaType<typeof optionDetails>;
export type FieldOption = SchemaType<typeof fieldOption>;
export type FormParameter = SchemaType<typeof formParameter>;
export type MethodDetails = Payload<'methodDetails'>;
export type PhoneCountryEntry = SchemaType<typeof phoneCountry>;
export type RouteStep = Payload<'routeStep'>;

export type RedirectData = SchemaType<typeof redirectData>;
/** What submit and 3ds-result answer: a redirect, a final result, or a wait, told apart by `action`. */
export type PaymentResult = Payload<'paymentResult'>;
export type ResultStatus = Extract<PaymentResult, { action: 'result' }>['result_status'];
/** What an await answer asks the user to do elsewhere: scan a QR code, copy payment details (the display form). */
export type DisplayData = SchemaType<typeof displayData>;

/** What GET payments/status answers: where the session's payment stands. */
export type PaymentStatusAnswer = Payload<'paymentStatus'>;

export type ErrorBody = Payload<'errorBody'>;

export type UserCards = Payload<'userCards'>;
export type UploadedDocument = Payload<'uploadedDocument'>;

export type ContentPage = Payload<'contentPage'>;
export type ReversalResult = Payload<'reversalResult'>;
export type RequisiteCreated = Payload<'requisiteCreated'>;
export type WithdrawalReverse = NonNullable<WithdrawalMethodsPayload['withdrawal_reverse']>;

export type OtpSent = Payload<'otpSent'>;
export type OtpVerified = Payload<'otpVerified'>;
export type OtpResult = Payload<'otpResult'>;
