import { defineRule, failUnless, isRecord } from './define-rule.ts';
import { ERROR_KEYS } from './error-keys.ts';

/** Spec section 9: an expiry date may lie at most this many years ahead. */
export const EXPIRY_MAX_YEARS_AHEAD = 19;

const EXPIRY_FORMAT = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** The expiry rule's parameter: `true`, or the server's pattern for the two-digit year. */
export type ExpiryParam = true | { yearPattern: string };

/** The month (1-12) and full year of an 'MM/YY' date, or null when it is not in that form. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = EXPIRY_FORMAT.exec(value);
  if (match === null || match[1] === undefined || match[2] === undefined) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/**
 * 'MM/YY', month 01-12, not yet expired (the current month still counts) and at most 19 years ahead. Two-digit years
 * are read in the 2000s, which holds for every card issued before 2081.
 */
export function checkExpiry(value: string, now: Date = new Date()): boolean {
  const expiry = parseExpiry(value);
  if (expiry === null) return false;
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (expiry.year > currentYear + EXPIRY_MAX_YEARS_AHEAD) return false;
  if (expiry.year !== currentYear) return expiry.year > currentYear;
  return expiry.month >= currentMonth;
}

/** With a custom year pattern the date need not lie in the future: the year only has to match the pattern. */
export function checkExpiryWithYearPattern(value: string, yearPattern: string): boolean {
  const match = EXPIRY_FORMAT.exec(value);
  if (match?.[2] === undefined) return false;
  try {
    return new RegExp(yearPattern).test(match[2]);
  } catch {
    return false;
  }
}

function isExpiryParam(param: unknown): param is ExpiryParam {
  return param === true || (isRecord(param) && typeof param['yearPattern'] === 'string');
}

/** Spec section 5, expiry: PH.ERROR.INCORRECT_EXP_DATE. */
export const rule = defineRule({
  name: 'expiry',
  isParam: isExpiryParam,
  check: (value, param, { now }) => {
    if (typeof value !== 'string') return { key: ERROR_KEYS.INCORRECT_EXP_DATE };
    const ok = param === true ? checkExpiry(value, new Date(now)) : checkExpiryWithYearPattern(value, param.yearPattern);
    return failUnless(ok, ERROR_KEYS.INCORRECT_EXP_DATE);
  },
});
