import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '#common/i18n/locales';
import { en } from '#common/i18n/messages-en';
import { loadCatalogue, type Catalogue } from './catalogues';
import { initialLocale, rememberLocale } from './initial-locale';
import { LanguageContext } from './language-context';

interface Loaded {
  locale: Locale;
  messages: Catalogue;
}

/**
 * The site's language. Nothing renders until the chosen language's messages are here, so a Spanish
 * reader never hears the page in English first; switching keeps the page (and any form) as it is.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [first] = useState(initialLocale);
  // English is in the bundle: its first render does not wait for anything.
  const [loaded, setLoaded] = useState<Loaded | null>(first === 'en' ? { locale: 'en', messages: en } : null);

  const setLocale = useCallback((locale: Locale) => {
    rememberLocale(locale);
    void loadCatalogue(locale).then((messages) => setLoaded({ locale, messages }));
  }, []);

  useEffect(() => {
    if (first !== 'en') setLocale(first);
  }, [first, setLocale]);

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  const state = useMemo(() => loaded && { ...loaded, setLocale }, [loaded, setLocale]);
  if (!state) return null;
  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}
