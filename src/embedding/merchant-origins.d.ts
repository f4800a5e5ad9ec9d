/** Origins allowed to frame the cashier and exchange messages with it; set at build time from CASHIER_MERCHANT_ORIGINS. */
declare const __MERCHANT_ORIGINS__: readonly string[];
