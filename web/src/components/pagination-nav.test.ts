import { describe, expect, it } from 'vitest';
import { staffEn } from '#common/i18n/staff-messages-en';
import { staffEs } from '#common/i18n/staff-messages-es';
import { compileMessage } from '#common/i18n/compile-message';
import { formatText } from '../i18n/format-message';
import { shownRange } from '../lib/pagination';

describe('the showing line', () => {
  const showing = (locale: 'en-US' | 'es-US', page: number, total: number) =>
    formatText(
      locale,
      'admin.pages.showing',
      compileMessage((locale === 'en-US' ? staffEn : staffEs)['admin.pages.showing']),
      shownRange(page, 10, total),
    );

  it('says which records are on the page', () => {
    expect(showing('en-US', 2, 42)).toBe('Showing 11-20 of 42 records');
    expect(showing('en-US', 5, 42)).toBe('Showing 41-42 of 42 records');
    expect(showing('en-US', 1, 1)).toBe('Showing 1-1 of 1 record');
    expect(showing('en-US', 1, 0)).toBe('Showing 0 of 0 records');
    expect(showing('en-US', 3, 12345)).toBe('Showing 21-30 of 12,345 records');
  });

  it('says it in Spanish', () => {
    expect(showing('es-US', 2, 42)).toBe('Mostrando 11-20 de 42 registros');
    expect(showing('es-US', 1, 1)).toBe('Mostrando 1-1 de 1 registro');
    expect(showing('es-US', 1, 0)).toBe('Mostrando 0 de 0 registros');
  });
});
