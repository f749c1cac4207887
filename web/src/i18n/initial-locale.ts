import { isLocale, LANGUAGE_PARAM, pickLocale, type Locale } from '#common/i18n/locales';

const STORAGE_KEY = 'sdr.language';

/** A link's language first, then the reader's earlier choice, then the browser's languages. */
export function initialLocale(): Locale {
  const fromLink = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (isLocale(fromLink)) {
    rememberLocale(fromLink);
    return fromLink;
  }
  const remembered = readRemembered();
  return remembered ?? pickLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

function readRemembered(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked: the browser's languages decide
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page's life
  }
}
