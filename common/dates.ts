const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "January 15, 2027" (or "15 de enero de 2027" for `es-US`): the calendar date of a date-only value or of
 * a UTC timestamp, the same in every time zone.
 */
export function formatCalendarDate(iso: string, locale = 'en-US'): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}
