import { describe, expect, it } from 'vitest';
import { compileMessage } from '#common/i18n/compile-message';
import { en, type MessageId } from '#common/i18n/messages-en';
import { es } from '#common/i18n/messages-es';
import { formatParts, formatText } from './format-message';

/** A catalogue message as the browser has it after the build, formatted as the hooks format it. */
const say = (locale: 'en-US' | 'es-US', id: MessageId, values?: Record<string, string | number>) =>
  formatText(locale, id, compileMessage((locale === 'en-US' ? en : es)[id]), values);

describe('messages as the browser formats them', () => {
  it('fill in placeholders and choose plurals in each language', () => {
    expect(say('en-US', 'verdict.checkedOffline', { age: 'minutes', count: 1 })).toContain('from 1 minute ago');
    expect(say('en-US', 'verdict.checkedOffline', { age: 'hours', count: 5 })).toContain('from 5 hours ago');
    expect(say('es-US', 'verdict.checkedOffline', { age: 'minutes', count: 1 })).toContain('de hace 1 minuto.');
    expect(say('es-US', 'verdict.checkedOffline', { age: 'days', count: 3 })).toContain('de hace 3 días.');
    expect(say('es-US', 'fees.oneFee', { years: 10 })).toBe('Una sola tarifa por 10 años. Incluye:');
  });

  it('show words-only messages as written, apostrophes included', () => {
    expect(compileMessage(en['lookup.scanInstead'])).toBe("Scan a card's QR code instead");
    expect(say('en-US', 'lookup.scanInstead')).toBe("Scan a card's QR code instead");
  });

  it('put elements among the words, in order', () => {
    const parts = formatParts('es-US', 'resources.infoLine', compileMessage(es['resources.infoLine']), {
      voice: { link: 'voice' },
      tty: { link: 'tty' },
    });
    expect(parts).toEqual([
      'Línea de Información sobre la ADA: ',
      { link: 'voice' },
      ' (voz), ',
      { link: 'tty' },
      ' (TTY), de lunes a viernes',
    ]);
  });
});
