/**
 * Run by the build (scripts/verify-first-paint-plugin.ts), under tsx: the verify page's frame in each
 * language and each verdict's icon, as React draws them (web/src/app/verify-shell.tsx), and the words the
 * first paint writes a verdict with, compiled as the browser holds them. Prints them as JSON.
 */
import { compileMessage } from '../common/i18n/compile-message';
import { LOCALES, type Locale } from '../common/i18n/locales';

// The app's modules read the page as they load (its embedded settings, its cookies): an empty page here.
Object.assign(globalThis, {
  window: { location: { search: '', hash: '', origin: 'http://localhost' } },
  document: { querySelector: () => null, cookie: '' },
  localStorage: { getItem: () => null, setItem: () => undefined },
});

/**
 * The words a verdict and the page's title use, for a language whose catalogue is not in the first bundle
 * (English is, web/src/i18n/catalogues.ts): the rest of the catalogue waits for React.
 */
const VERDICT_WORDS = /^(verdict|ask|dates|serviceType)\.|^(nav\.showLaw|verify\.title|site\.title)$/;

const catalogues: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import('../common/i18n/messages-en')).en,
  es: async () => (await import('../common/i18n/messages-es')).es,
};

const { renderVerifyShell, renderVerdictIcons } = await import('../web/src/app/verify-shell');
const icons = renderVerdictIcons();
const languages: Record<string, unknown> = {};
for (const locale of LOCALES) {
  const compiled = Object.fromEntries(
    Object.entries(await catalogues[locale]()).map(([id, text]) => [id, compileMessage(text)]),
  );
  const words = Object.fromEntries(Object.entries(compiled).filter(([id]) => VERDICT_WORDS.test(id)));
  languages[locale] = { shell: renderVerifyShell(locale, compiled), icons, words: locale === 'en' ? null : words };
}
// Exits once written: the data cache's timers would keep the process alive for minutes.
process.stdout.write(JSON.stringify(languages), () => process.exit(0));
