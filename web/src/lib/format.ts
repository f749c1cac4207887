const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const calendarDateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * "November 22, 2026" — dates as US readers write them. A timestamp shows the reader's local day; a
 * date-only value ("2027-01-15", a trainer's expiry) is a calendar date and shows as that date in
 * every time zone: read as UTC midnight and shown in local time, it would be a day early in the Americas.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const calendar = DATE_ONLY.test(iso);
  const date = new Date(calendar ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '—';
  return (calendar ? calendarDateFormat : dateFormat).format(date);
}

const shortDateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "Nov 22, 2026" — where space is short, as on the printed card. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : shortDateFormat.format(date);
}

export function formatMoney(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
