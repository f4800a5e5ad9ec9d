import { DEFAULT_DATE_FORMAT, rule as date, type DateFormat } from '../../rules/date.ts';
import { textField } from './text-field.ts';

/** The input groups of a date mask: 4-2-2 when it starts with the year (YYYY-MM-DD), else 2-2-4 (DD.MM.YYYY). */
export function dateFormatOf(mask: string | null | undefined): DateFormat {
  const match = /^(?:YYYY|yyyy)([^A-Za-z0-9])|^(?:DD|dd)([^A-Za-z0-9])/.exec(mask ?? '');
  if (match?.[1] !== undefined) return { order: 'ymd', separator: match[1] };
  return match?.[2] === undefined ? DEFAULT_DATE_FORMAT : { order: 'dmy', separator: match[2] };
}

/** `date`: a strict date in the mask's format, sent as the ISO string of the UTC date (spec section 5). */
export const dateField = textField(({ param }) => {
  const format = dateFormatOf(param.place_holder);
  return { encoding: { isoDate: format }, noServerPattern: true, rule: date.with(format), options: { inputMode: 'numeric', dateFormat: format } };
});
