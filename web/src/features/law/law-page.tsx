import { Languages } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { LANGUAGE_PARAM, type Locale } from '#common/i18n/locales';
import { ADA_INFO_LINE } from '../../components/government-resources';
import { PageSkeleton } from '../../components/page-skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useArea, useLanguage } from '../../i18n/language-context';
import { useT } from '../../i18n/use-t';
import { LawEssentials } from './law-essentials';

const ADA_SERVICE_ANIMALS = 'https://www.ada.gov/topics/service-animals/';

/**
 * "Show the law" (issue 51): the page a handler turns toward the person at the door, in large type, in
 * the handler's language with one tap to the other. Under the verify page's address, so the verify
 * page's service worker keeps it for a phone with no signal (lib/offline-ready.ts). Every sentence
 * follows ../shared/LEGAL.md (common/i18n/law-messages-en.ts).
 */
export function LawPage() {
  const t = useT();
  const ready = useArea('law');
  const { locale, setLocale } = useLanguage();
  const location = useLocation();
  useDocumentTitle(ready ? t('law.title') : t('site.loading'));
  if (!ready) return <PageSkeleton label={t('site.loading')} />;
  const other: Locale = locale === 'en' ? 'es' : 'en';
  const search = new URLSearchParams(location.search);
  search.set(LANGUAGE_PARAM, other);
  return (
    <article aria-labelledby="law-title" className="mx-auto max-w-3xl space-y-8 text-xl leading-relaxed">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 id="law-title" tabIndex={-1} className="text-4xl font-bold">
          {t('law.title')}
        </h1>
        {/* The other language's own words, marked so: a Spanish reader finds "Mostrar en español". */}
        <Link
          to={{ pathname: location.pathname, search: `?${search.toString()}` }}
          replace
          lang={other}
          hrefLang={other}
          onClick={() => setLocale(other)}
          className="inline-flex min-h-12 items-center gap-2 rounded-lg border-2 border-brand-800 px-4 py-2 text-lg font-semibold text-brand-800"
        >
          <Languages aria-hidden="true" size={22} />
          {t('law.switch')}
        </Link>
      </div>
      <p className="text-2xl">{t('law.lead')}</p>
      <LawEssentials size="door" />
      <p className="text-lg text-slate-800">{t('law.exceptions')}</p>
      <section aria-labelledby="law-more" className="text-lg">
        <h2 id="law-more" className="text-2xl font-bold">
          {t('law.moreTitle')}
        </h2>
        <p className="mt-2">
          <a href={ADA_SERVICE_ANIMALS} className="text-brand-800 underline">
            {t('law.ada')}
          </a>
        </p>
        <p className="mt-1">{t('law.infoLine', ADA_INFO_LINE)}</p>
      </section>
    </article>
  );
}
