import { Languages } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { LANGUAGE_PARAM, LOCALE_NAMES, type Locale } from '#common/i18n/locales';
import { useLanguage } from './language-context';
import { useT } from './use-t';

/**
 * A link to this same page in the other language: its name is written in that language (and marked
 * so, for screen readers), and its address carries the language, so it can be shared or bookmarked.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { locale, setLocale } = useLanguage();
  const t = useT();
  const location = useLocation();
  const target: Locale = locale === 'en' ? 'es' : 'en';
  const search = new URLSearchParams(location.search);
  search.set(LANGUAGE_PARAM, target);
  return (
    <Link
      to={{ pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash }}
      state={location.state}
      replace
      lang={target}
      hrefLang={target}
      title={t('language.switchTo', { language: t(`language.${target}`) })}
      className={className}
      onClick={() => setLocale(target)}
    >
      <Languages aria-hidden="true" size={16} />
      {LOCALE_NAMES[target]}
    </Link>
  );
}
