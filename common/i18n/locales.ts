/** The languages the registry speaks, and how a visitor's preferences choose one. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The query parameter that carries a language in a link (`/lookup?lang=es`): the site opens in it. */
export const LANGUAGE_PARAM = 'lang';

/** The tag Intl formats dates, numbers and plurals with: the registry serves the United States. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language's own name, as a switch offers it to a reader of that language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the reader's languages that the registry speaks, by primary subtag ("es-MX" is Spanish),
 * else English: `navigator.languages` in the browser, an Accept-Language header's tags on the server.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
