import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '#common/i18n/locales';
import { en } from '#common/i18n/messages-en';
import { setRequestLanguage } from '../lib/api-client';
import { loadMessages, type Area, type Messages } from './catalogues';
import { firstMessages } from './first-messages';
import { initialLocale, rememberLocale } from './initial-locale';
import { LanguageContext } from './language-context';

interface Loaded {
  locale: Locale;
  messages: Messages;
  areas: readonly Area[];
}

/**
 * The site's language. Nothing renders until the chosen language's messages are here, so a Spanish
 * reader never hears the page in English first; switching keeps the page (and any form) as it is.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [first] = useState(initialLocale);
  // English is in the bundle, and the words the first screen needs beyond it were asked for as the entry
  // started: when they are here, the first render does not wait for anything.
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const early = firstMessages(first);
    if (!early && first !== 'en') return null;
    setRequestLanguage(first);
    return { locale: first, ...(early ?? { messages: en, areas: ['site'] }) };
  });
  const waiting = useRef(loaded === null);
  // What was asked for last: a slower, earlier load must not replace it when it arrives.
  const wanted = useRef<{ locale: Locale; areas: readonly Area[]; ticket: number }>({
    locale: first,
    areas: loaded?.areas ?? ['site'],
    ticket: 0,
  });

  const load = useCallback((locale: Locale, areas: readonly Area[]) => {
    const ticket = wanted.current.ticket + 1;
    wanted.current = { locale, areas, ticket };
    void loadMessages(locale, areas).then((messages) => {
      if (wanted.current.ticket !== ticket) return;
      // Before the pages render in it, so that their first requests already ask for it.
      setRequestLanguage(locale);
      // A transition, so rendering every page in the new words yields to the reader's input instead of
      // holding the main thread (the Spanish first paint is a whole page's render).
      startTransition(() => setLoaded({ locale, messages, areas }));
    });
  }, []);

  const setLocale = useCallback(
    (locale: Locale) => {
      rememberLocale(locale);
      load(locale, wanted.current.areas);
    },
    [load],
  );
  const addArea = useCallback(
    (area: Area) => {
      if (!wanted.current.areas.includes(area)) load(wanted.current.locale, [...wanted.current.areas, area]);
    },
    [load],
  );

  useEffect(() => {
    if (waiting.current) load(first, ['site']);
  }, [first, load]);

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  const state = useMemo(() => loaded && { ...loaded, setLocale, addArea }, [loaded, setLocale, addArea]);
  // setLocale and addArea read `wanted` only when called, in events and effects, never during render.
  // eslint-disable-next-line react-hooks/refs
  if (!state) return null;
  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}
