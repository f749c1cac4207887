const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Intl formatters are costly to build and used on every row of a table: one per language and style. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter as T;
}

/**
 * A calendar date ("2027-01-15", or "2027-01" for its month's first day) as the local midnight of that
 * day, so a formatter in the reader's own time zone shows that very date. A formatter told to use UTC
 * would do the same, but building the browser's first time-zone formatter costs a phone about 120 ms
 * (docs/PERFORMANCE.md, the verify page).
 */
function localCalendarDay(isoDate: string): Date {
  const [year, month, day = 1] = isoDate.split('-').map(Number) as [number, number, number?];
  return new Date(year, month - 1, day);
}

type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
type MonthWord = `dates.month${MonthNumber}` | `dates.monthShort${MonthNumber}`;
/** The catalogue's words for a date (common/i18n/messages-en.ts): a translator such as useT() gives. */
export type DateWords = (
  id: 'dates.long' | 'dates.short' | MonthWord,
  values?: Record<string, string | number>,
) => string;

/**
 * "November 22, 2026" (or "22 de noviembre de 2026"): dates as the reader's language writes them. A timestamp
 * shows the reader's local day; a date-only value ("2027-01-15", a trainer's expiry) is a calendar date and
 * shows as that date in every time zone: read as UTC midnight and shown in local time, it would be a day
 * early in the Americas. Spelled from the catalogue rather than by Intl.DateTimeFormat, whose first use
 * in a page costs a phone-class CPU about 330 ms (loading the browser's date data): on the verify page
 * that was a fifth of the time to the verdict (docs/PERFORMANCE.md). A test holds it to Intl's wording.
 */
export function formatDate(iso: string | null | undefined, words: DateWords): string {
  if (!iso) return '—';
  const date = DATE_ONLY.test(iso) ? localCalendarDay(iso) : new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const month = words(`dates.month${date.getMonth() + 1}` as MonthWord);
  return words('dates.long', { month, day: date.getDate(), year: date.getFullYear() });
}

/** "Nov 22, 2026" (or "22 nov 2026"), spelled from the catalogue as formatDate is: the verify page's verdict. */
export function formatShortDateInWords(iso: string, words: DateWords): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const month = words(`dates.monthShort${date.getMonth() + 1}` as MonthWord);
  return words('dates.short', { month, day: date.getDate(), year: date.getFullYear() });
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
  const format = cached(`month:${locale}`, () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }));
  return format.format(localCalendarDay(month));
}

/** "Nov 26": a "YYYY-MM" month under a narrow bar of a chart. */
export function formatShortMonth(month: string, locale = 'en-US'): string {
  const format = cached(
    `short-month:${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit' }),
  );
  return format.format(localCalendarDay(month));
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
