const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "January 15, 2027": the calendar date of a date-only value or of a UTC timestamp, the same in every time zone. */
export function formatCalendarDate(iso: string): string {
  return calendarDate.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}
