import { useCallback } from 'react';
import type { Locale } from '#common/i18n/locales';
import { useLanguage } from './language-context';

/**
 * A text the registry configures in each language (CONTACT_HOURS and CONTACT_HOURS_ES, PAYMENT_HELP_TEXT
 * and _ES), in the reader's language.
 */
export function useConfiguredText(): (texts: Readonly<Record<Locale, string>>) => string {
  const { locale } = useLanguage();
  return useCallback((texts) => texts[locale], [locale]);
}
