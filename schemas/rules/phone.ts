import { FIELD_HAS_ERROR, defineRule, isRecord, isTrue, type RuleFailure } from './define-rule.ts';

/** E.164: a phone number has at most 15 digits; fewer than 7 is no subscriber number anywhere. */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** The phone rule's parameter: `true`, or the country's masks, where X stands for a digit (spec section 3). */
export type PhoneParam = true | { masks: readonly string[] };

/**
 * The digits of a typed phone number, or null when it holds letters, underscores or other foreign characters.
 * Several plus signs (a pasted number after a dial code) keep the last segment only.
 */
export function phoneDigits(value: string): string | null {
  if (/[\p{L}_]/u.test(value) || /[^\d\s()+-]/.test(value)) return null;
  const segments = value.split('+');
  return (segments.at(-1) ?? '').replace(/\D/g, '');
}

/** The shortest mask that holds `digits` digits (masks are chosen by length), or undefined when none does. */
export function maskFor(digits: number, masks: readonly string[]): string | undefined {
  const fitting = masks.filter((mask) => digitSlots(mask) >= digits);
  return fitting.sort((a, b) => digitSlots(a) - digitSlots(b))[0];
}

function digitSlots(mask: string): number {
  return mask.replace(/[^X]/g, '').length;
}

/** A complete phone number: exactly the digits of its mask, or 7 to 15 digits without masks. */
export function checkPhone(value: string, param: PhoneParam): boolean {
  const digits = phoneDigits(value);
  if (digits === null || digits === '') return false;
  if (param === true || param.masks.length === 0) return digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max;
  const mask = maskFor(digits.length, param.masks);
  return mask !== undefined && digitSlots(mask) === digits.length;
}

function isPhoneParam(param: unknown): param is PhoneParam {
  return isTrue(param) || (isRecord(param) && Array.isArray(param['masks']) && param['masks'].every((mask) => typeof mask === 'string'));
}

function phoneFailure(value: unknown, param: PhoneParam): RuleFailure | null {
  return typeof value === 'string' && checkPhone(value, param) ? null : { key: FIELD_HAS_ERROR };
}

/** Spec section 5, phone: PH.ERROR.FIELD_HAS_ERROR (or the server's message key). */
export const rule = defineRule({ name: 'phone', isParam: isPhoneParam, check: phoneFailure });
