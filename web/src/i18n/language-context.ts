import { createContext, useContext } from 'react';
import type { Locale } from '#common/i18n/locales';
import { en } from '#common/i18n/messages-en';
import type { Catalogue } from './catalogues';

export interface LanguageState {
  locale: Locale;
  messages: Catalogue;
  /** Switches the whole site, loading the language's messages first, and remembers the choice. */
  setLocale(locale: Locale): void;
}

export const LanguageContext = createContext<LanguageState>({ locale: 'en', messages: en, setLocale: () => undefined });

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
