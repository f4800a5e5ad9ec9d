import { FIELD_HAS_ERROR, defineRule, isRecord, isTrue, type RuleFailure } from './define-rule.ts';

/** E.164: a phone number has at most 15 digits; fewer than 7 is no subscriber number anywhere. */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/**
 * The phone rule's parameter: `true` (any 7 to 15 digits), or the numbers the field takes: `masks`, where X stands for
 * a digit and a digit stands for itself (an international mask starts with its dial code), and `international` when
 * the value starts with a dial code, which never starts with 0. Masks are chosen by length (spec section 5).
 */
export type PhoneParam = true | { masks: readonly string[]; international?: boolean };

/**
 * The digits of a typed phone number, or null when it holds letters, underscores or other foreign characters.
 * Several plus signs (a pasted number after a dial code) keep the last segment only.
 */
export function phoneDigits(value: string): string | null {
  if (/[\p{L}_]/u.test(value) || /[^\d\s()+-]/.test(value)) return null;
  const segments = value.split('+');
  return (segments.at(-1) ?? '').replace(/\D/g, '');
}

/** Whether `digits` fill `mask` exactly: one digit for each X, and the mask's own digits as they are. */
export function fitsMask(digits: string, mask: string): boolean {
  const slots = mask.replace(/[^X\d]/g, '');
  return slots.length === digits.length && [...slots].every((slot, index) => slot === 'X' || slot === digits[index]);
}

/** A complete phone number: one that fills a mask, or 7 to 15 digits without masks. */
export function checkPhone(value: string, param: PhoneParam): boolean {
  const digits = phoneDigits(value);
  if (digits === null || digits === '') return false;
  if (param !== true && param.masks.length > 0) return param.masks.some((mask) => fitsMask(digits, mask));
  return digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max && !(param !== true && param.international === true && digits.startsWith('0'));
}

function isPhoneParam(param: unknown): param is PhoneParam {
  return isTrue(param) || (isRecord(param) && Array.isArray(param['masks']) && param['masks'].every((mask) => typeof mask === 'string') && ['undefined', 'boolean'].includes(typeof param['international']));
}

function phoneFailure(value: unknown, param: PhoneParam): RuleFailure | null {
  return typeof value === 'string' && checkPhone(value, param) ? null : { key: FIELD_HAS_ERROR };
}

/** Spec section 5, phone: PH.ERROR.FIELD_HAS_ERROR (or the server's message key). */
export const rule = defineRule({ name: 'phone', isParam: isPhoneParam, check: phoneFailure });
