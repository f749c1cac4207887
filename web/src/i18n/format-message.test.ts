import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
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

describe('the shortcut for words and placeholders', () => {
  /** Every argument a message names, at any depth: numbers for plurals and numbers, `value` for the rest. */
  const valuesFor = (tree: ReturnType<typeof compileMessage>, value: unknown, count: number) => {
    const values: Record<string, unknown> = {};
    const walk = (elements: MessageFormatElement[]) => {
      for (const element of elements) {
        if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
        values[element.value] = element.type === TYPE.plural || element.type === TYPE.number ? count : value;
        if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      }
    };
    if (typeof tree !== 'string') walk(tree);
    return values;
  };

  it('formats every catalogue message exactly as IntlMessageFormat does, in both languages', () => {
    for (const [locale, messages] of [
      ['en-US', en],
      ['es-US', es],
    ] as const) {
      for (const [id, text] of Object.entries(messages)) {
        const tree = compileMessage(text);
        const values = valuesFor(tree, '«value»', 2);
        const expected = new IntlMessageFormat(tree, locale).format(values as Record<string, string>);
        expect(formatText(locale, id, tree, values as Record<string, string>), id).toBe(String(expected));
        const element = { element: true };
        const richValues = valuesFor(tree, element, 1);
        const richExpected = new IntlMessageFormat(tree, locale).format<object>(richValues as Record<string, object>);
        expect(formatParts(locale, id, tree, richValues as Record<string, object>), id).toEqual(
          Array.isArray(richExpected) ? richExpected : [richExpected],
        );
      }
    }
  });
});
