import { createContext, useContext, useEffect } from 'react';
import type { Locale } from '#common/i18n/locales';
import { en } from '#common/i18n/messages-en';
import type { Area, Messages } from './catalogues';

export interface LanguageState {
  locale: Locale;
  messages: Messages;
  /** The areas whose words are loaded in `locale`. */
  areas: readonly Area[];
  /** Switches the whole site, loading the language's messages first, and remembers the choice. */
  setLocale(locale: Locale): void;
  /** Loads an area's words, in this language and in any the reader switches to later. */
  addArea(area: Area): void;
}

export const LanguageContext = createContext<LanguageState>({
  locale: 'en',
  messages: en,
  areas: ['site'],
  setLocale: () => undefined,
  addArea: () => undefined,
});

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** For the root of a part with words of its own: true once they are loaded; render nothing until then. */
export function useArea(area: Area): boolean {
  const { areas, addArea } = useLanguage();
  const ready = areas.includes(area);
  useEffect(() => {
    if (!ready) addArea(area);
  }, [ready, area, addArea]);
  return ready;
}
