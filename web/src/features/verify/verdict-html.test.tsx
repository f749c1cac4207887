import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { compileMessage } from '#common/i18n/compile-message';
import { LOCALES, type Locale } from '#common/i18n/locales';
import { en } from '#common/i18n/messages-en';
import { es } from '#common/i18n/messages-es';
import type { Messages } from '../../i18n/catalogues';
import { LanguageContext } from '../../i18n/language-context';
import { translator } from '../../i18n/translator';
import { LOOKS, type VerdictModel } from './verdict-model';
import { VERDICT_ICONS, VerdictView } from './verdict-panel';
import { verdictHtml } from './verdict-html';

/** The catalogues as the browser holds them: compiled, as the build's plugin leaves them. */
const compiled = (catalogue: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, compileMessage(text)])) as Messages;
const MESSAGES: Record<Locale, Messages> = { en: compiled(en), es: compiled(es) };

/** What React renders for a verdict; the photo's preload link is React's own hoisting, outside the panel. */
function reactHtml(model: VerdictModel, locale: Locale): string {
  const html = renderToString(
    <LanguageContext.Provider
      value={{ locale, messages: MESSAGES[locale], areas: ['site'], setLocale: () => {}, addArea: () => {} }}
    >
      <MemoryRouter>
        <VerdictView model={model} />
      </MemoryRouter>
    </LanguageContext.Provider>,
  );
  return html.replace(/^<link rel="preload"[^>]*\/>/, '');
}

const iconHtml = (model: VerdictModel) => {
  const Icon = VERDICT_ICONS[model.kind];
  return renderToString(<Icon aria-hidden="true" size={40} className={`flex-none ${model.iconClass}`} />);
};

/** Text a person or a forger could put on a card: markup, quotes, ampersands, other scripts, emoji. */
const text = fc.oneof(fc.string(), fc.constantFrom('<b>&"\'</b>', 'Ñandú & Zoë', '🐕 Rex', '{dogName}', ''));
const nonEmpty = text.filter((value) => value !== '');
const kind = fc.constantFrom(...(Object.keys(LOOKS) as (keyof typeof LOOKS)[]));
const model: fc.Arbitrary<VerdictModel> = kind.chain((verdict) =>
  fc.record({
    kind: fc.constant(verdict),
    box: fc.constant(LOOKS[verdict].box),
    iconClass: fc.constant(LOOKS[verdict].icon),
    title: text,
    text,
    team: fc.option(
      fc.record({
        dogName: text,
        photoUrl: fc.option(fc.constantFrom('/api/photos/a.webp', '/p?x=1&y="2"'), { nil: null }),
        handler: fc.option(nonEmpty, { nil: null }),
        registryNumber: text,
        validThrough: fc.option(nonEmpty, { nil: null }),
      }),
      { nil: null },
    ),
    programmeLine: fc.option(nonEmpty, { nil: null }),
    trainedLine: fc.option(nonEmpty, { nil: null }),
    details: fc.option(fc.record({ breed: text, serviceType: fc.option(nonEmpty, { nil: null }) }), { nil: null }),
    checkedLine: text,
  }),
);

describe('the first paint draws a verdict as React does', () => {
  test.each(LOCALES)('every kind of verdict, with hostile text, in %s', (locale) => {
    const t = translator(locale, MESSAGES[locale]);
    fc.assert(
      fc.property(model, (verdict) => {
        expect(verdictHtml(verdict, t, iconHtml(verdict))).toBe(reactHtml(verdict, locale));
      }),
      { numRuns: 150 },
    );
  });
});
