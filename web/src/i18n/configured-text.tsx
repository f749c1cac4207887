import type { Locale } from '#common/i18n/locales';
import { useLanguage } from './language-context';

/**
 * A text the registry configures in each language (REGISTRY_TAGLINE, CONTACT_HOURS, PAYMENT_HELP_TEXT and
 * their _ES), in the reader's language. Where the registry wrote it in English only, the server gives the
 * English for Spanish too: it is marked as English, so a screen reader pronounces it as such.
 */
export function ConfiguredText({ texts }: { texts: Readonly<Record<Locale, string>> }) {
  const { locale } = useLanguage();
  if (locale !== 'en' && texts[locale] === texts.en) return <span lang="en">{texts.en}</span>;
  return texts[locale];
}
