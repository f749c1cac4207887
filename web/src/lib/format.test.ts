import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '#common/i18n/messages-en';
import { es } from '#common/i18n/messages-es';
import { INTL_LOCALE } from '#common/i18n/locales';
import type { DateWords } from './format';

/** The catalogue's date words in a language: words and `{name}` placeholders, as useT() fills them. */
const wordsIn =
  (locale: 'en' | 'es'): DateWords =>
  (id, values = {}) =>
    ({ en, es })[locale][id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const english = wordsIn('en');
const spanish = wordsIn('es');

/** The module as a page loaded in that zone has it (its formatters are made in the zone of their first use). */
async function formatIn(zone: string) {
  process.env.TZ = zone;
  vi.resetModules();
  return import('./format');
}

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('calendar dates', () => {
  // The zones farthest either side of UTC, where a calendar date read as UTC would show another day.
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'])(
    'keep their day in %s',
    async (zone) => {
      const { formatDate, formatMonth, formatShortMonth } = await formatIn(zone);
      expect(formatDate('2027-01-15', english)).toBe('January 15, 2027');
      expect(formatDate('2027-01-15', spanish)).toBe('15 de enero de 2027');
      expect(formatMonth('2026-11')).toBe('November 2026');
      expect(formatShortMonth('2026-03', 'en-US')).toBe('Mar 26');
    },
  );

  it('shows a timestamp as the reader’s local day', async () => {
    const { formatDate } = await formatIn('America/Los_Angeles');
    expect(formatDate('2026-11-27T03:00:00Z', english)).toBe('November 26, 2026');
  });

  it('shows a dash for what is not a date', async () => {
    const { formatDate } = await formatIn('UTC');
    expect(formatDate(null, english)).toBe('—');
    expect(formatDate('2027-13-45x', english)).toBe('—');
  });

  it('are written in each language exactly as the browser’s own date formatter writes them', async () => {
    const { formatDate } = await formatIn('America/New_York');
    for (const [locale, words] of [
      ['en', english],
      ['es', spanish],
    ] as const) {
      const intl = new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric' });
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 28]) {
          const iso = `2026-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(formatDate(iso, words)).toBe(intl.format(new Date(2026, month, day)));
        }
      }
    }
  });

  it('are written short in each language exactly as the browser’s own short date formatter writes them', async () => {
    const { formatShortDateInWords } = await formatIn('America/New_York');
    for (const [locale, words] of [
      ['en', english],
      ['es', spanish],
    ] as const) {
      const intl = new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'short', day: 'numeric' });
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 28]) {
          const date = new Date(2027, month, day, 15);
          expect(formatShortDateInWords(date.toISOString(), words)).toBe(intl.format(date));
        }
      }
    }
    expect(formatShortDateInWords('not a date', english)).toBe('—');
  });
});
