/** An account as the server keeps it and compares it: no spaces, upper case (an IBAN is stored so: normaliseIban). */
export const storedAccount = (account: string): string => account.replace(/\s+/g, '').toUpperCase();

/**
 * Whether two typed accounts are one account to the server ("de44 5001 0517 5407 3249 31" and
 * "DE44500105175407324931" are): wherever a typed account meets one created or whose create is pending, so the same
 * account typed with other spacing or letter case is never created a second time.
 */
export const sameStoredAccount = (one: string, other: string): boolean => storedAccount(one) === storedAccount(other);
