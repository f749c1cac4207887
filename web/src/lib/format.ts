const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Intl formatters are costly to build and used on every row of a table: one per language and style. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter as T;
}

const longDate = (locale: string, timeZone?: string) =>
  cached(
    `date:${locale}:${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        ...(timeZone ? { timeZone } : {}),
      }),
  );

/**
 * "November 22, 2026" (or "22 de noviembre de 2026"): dates as the reader's language writes them. A timestamp
 * shows the reader's local day; a date-only value ("2027-01-15", a trainer's expiry) is a calendar date and
 * shows as that date in every time zone: read as UTC midnight and shown in local time, it would be a day
 * early in the Americas.
 */
export function formatDate(iso: string | null | undefined, locale = 'en-US'): string {
  if (!iso) return '—';
  const calendar = DATE_ONLY.test(iso);
  const date = new Date(calendar ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '—';
  return longDate(locale, calendar ? 'UTC' : undefined).format(date);
}

/** "Nov 22, 2026" — where space is short, as on the printed card. */
export function formatShortDate(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  const format = cached(
    `short:${locale}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }),
  );
  return Number.isNaN(date.getTime()) ? '—' : format.format(date);
}

/** "November 2026": a month of a UTC "YYYY-MM" key, as the look-up log lists them. */
export function formatMonth(month: string, locale = 'en-US'): string {
  const format = cached(
    `month:${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/** "Nov 26": a "YYYY-MM" month under a narrow bar of a chart. */
export function formatShortMonth(month: string, locale = 'en-US'): string {
  const format = cached(
    `short-month:${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }),
  );
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/** "Nov 22, 2026, 3:04 PM": a moment in the reader's time zone, as the activity log shows it. */
export function formatDateTime(iso: string, locale = 'en-US'): string {
  const format = cached(
    `date-time:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  );
  return format.format(new Date(iso));
}

export function formatMoney(cents: number, locale = 'en-US'): string {
  return cached(`money:${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })).format(
    cents / 100,
  );
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
