import { FIELD_HAS_ERROR, defineRule, failUnless, isRecord } from './define-rule.ts';

/** How a date is typed: day-month-year (2-2-4) or year-month-day (4-2-2), with the mask's separator. */
export interface DateFormat {
  order: 'dmy' | 'ymd';
  separator: string;
}

/** Spec section 5: dates display as DD.MM.YYYY unless the field's mask says otherwise. */
export const DEFAULT_DATE_FORMAT: DateFormat = { order: 'dmy', separator: '.' };

/** What an invalid date displays as (spec section 5). */
export const INVALID_DATE = 'Invalid date';

/** The UTC date a typed text names, or null unless it is exactly in the format and a real calendar day. */
export function parseDate(text: string, { order, separator }: DateFormat): Date | null {
  const parts = text.split(separator);
  const widths = order === 'dmy' ? [2, 2, 4] : [4, 2, 2];
  if (parts.length !== 3 || parts.some((part, index) => !/^\d+$/.test(part) || part.length !== widths[index])) return null;
  const [day, month, year] = (order === 'dmy' ? parts : [...parts].reverse()).map(Number);
  if (day === undefined || month === undefined || year === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31.02 over to March, and maps years 0-99 to 19xx: a round trip catches both.
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same ? date : null;
}

/** What the payload carries: the ISO string of the UTC date `text` names in `format`, '' when blank, null when no date. */
export function toIsoDate(text: string, format: DateFormat): string | null {
  if (text.trim() === '') return '';
  return parseDate(text, format)?.toISOString() ?? null;
}

/** DD.MM.YYYY of an ISO date string, or 'Invalid date'. */
export function displayDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  const pad = (value: number, width: number): string => String(value).padStart(width, '0');
  return `${pad(date.getUTCDate(), 2)}.${pad(date.getUTCMonth() + 1, 2)}.${pad(date.getUTCFullYear(), 4)}`;
}

function isDateFormat(param: unknown): param is DateFormat {
  return isRecord(param) && (param['order'] === 'dmy' || param['order'] === 'ymd') && typeof param['separator'] === 'string' && param['separator'] !== '';
}

/** Spec section 5, date: a full, real date in the field's format, PH.ERROR.FIELD_HAS_ERROR (or the server's key). */
export const rule = defineRule({
  name: 'date',
  isParam: isDateFormat,
  check: (value, format) => failUnless(typeof value === 'string' && parseDate(value, format) !== null, FIELD_HAS_ERROR),
});
