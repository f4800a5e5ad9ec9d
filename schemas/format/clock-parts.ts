const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * A moment on the user's clock (the browser's time zone): its day and month as two figures, and its time as HH:MM.
 * Date's own getters rather than Intl.DateTimeFormat: the first formatter a page makes loads ICU's time zone data,
 * which cost the method list ~70 ms of its first render at 4x CPU, and the user's own zone is all the cashier shows
 * (the tests set the zone: TZ).
 */
export function clockParts(at: Date): Record<'day' | 'month' | 'time', string> {
  return {
    day: twoDigits(at.getDate()),
    month: twoDigits(at.getMonth() + 1),
    time: `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`,
  };
}
