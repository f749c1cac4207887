/**
 * The messages of each language. English is in the first bundle; any other language is its own chunk,
 * fetched only by a reader who chose it, so every page's first-load JavaScript stays within budget.
 */
import type { Locale } from '#common/i18n/locales';
import { en, type MessageId } from '#common/i18n/messages-en';

export type Catalogue = { readonly [Id in MessageId]: string };

const loaders: Record<Locale, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  es: async () => (await import('#common/i18n/messages-es')).es,
};

export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return loaders[locale]();
}

/** The tag Intl formats dates and money with: the registry serves the United States. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
