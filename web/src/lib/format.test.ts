import { afterEach, describe, expect, it, vi } from 'vitest';

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
      expect(formatDate('2027-01-15')).toBe('January 15, 2027');
      expect(formatDate('2027-01-15', 'es')).toBe('15 de enero de 2027');
      expect(formatMonth('2026-11')).toBe('November 2026');
      expect(formatShortMonth('2026-03', 'en-US')).toBe('Mar 26');
    },
  );

  it('shows a timestamp as the reader’s local day', async () => {
    const { formatDate } = await formatIn('America/Los_Angeles');
    expect(formatDate('2026-11-27T03:00:00Z')).toBe('November 26, 2026');
  });

  it('shows a dash for what is not a date', async () => {
    const { formatDate } = await formatIn('UTC');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('2027-13-45x')).toBe('—');
  });
});
