import type { DateFormat } from '../rules/date.ts';

/** Digits in each input group: 2-2-4 for day-month-year, 4-2-2 for year-month-day (spec section 5). */
function groupWidths({ order }: DateFormat): readonly [number, number, number] {
  return order === 'dmy' ? [2, 2, 4] : [4, 2, 2];
}

/** The longest text a date in `format` can have: eight digits and two separators. */
export function dateMaxLength(format: DateFormat): number {
  return 8 + 2 * format.separator.length;
}

/**
 * A date as the user types it: digits only, split into the format's groups with its separator. The separator is
 * added as soon as a group is full, unless the user is deleting (so backspace can remove it).
 */
export function maskDate(typed: string, format: DateFormat, previous = ''): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const deleting = typed.length < previous.length;
  const groups: string[] = [];
  let start = 0;
  for (const width of groupWidths(format)) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + width));
    start += width;
  }
  const text = groups.join(format.separator);
  const groupFull = groups.length > 0 && groups.length < 3 && start === digits.length;
  return groupFull && !deleting ? `${text}${format.separator}` : text;
}
