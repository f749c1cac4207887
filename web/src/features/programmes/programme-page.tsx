import { useShowProgramme } from '../../components/page-programme';
import { useParams } from 'react-router';
import { MESSAGES } from '#common/messages';
import { exampleRegistryNumber } from '#common/registry-number';
import { useProgrammes } from '../../api/get-programmes';
import { ButtonLink } from '../../components/button';
import { NotFound } from '../../components/not-found';
import { PageSkeleton } from '../../components/page-skeleton';
import { StatusError } from '../../components/status-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { ConfiguredText } from '../../i18n/configured-text';
import { useLanguage } from '../../i18n/language-context';
import { useT } from '../../i18n/use-t';
import { telHref } from '../../lib/format';
import { paths } from '../../lib/paths';

/**
 * A training programme's own page, `/p/{slug}` (docs/decisions/041-programmes.md): who it is, how to reach
 * it, how its dogs' numbers begin, and the registration form with it already chosen.
 */
export function ProgrammePage() {
  const { slug } = useParams();
  const t = useT();
  const { locale } = useLanguage();
  const programmes = useProgrammes();
  const programme = programmes.data?.find((candidate) => candidate.slug === slug);
  useDocumentTitle(programme ? programme.name[locale] : programmes.isPending ? t('programme.loading') : null);
  useShowProgramme(programme);

  if (programmes.isPending) return <PageSkeleton label={t('programme.loading')} />;
  if (programmes.isError) return <StatusError title={t('programme.failedTitle')} message={MESSAGES.genericError} />;
  if (!programme) return <NotFound />;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        {/* The heading names the programme; its logo beside it adds nothing a screen reader needs. */}
        {programme.logoUrl && (
          <img src={programme.logoUrl} alt="" className="mb-3 h-20 w-auto max-w-48 object-contain" />
        )}
        <h1 className="text-3xl font-bold">
          <ConfiguredText texts={programme.name} />
        </h1>
        {programme.tagline.en !== '' && (
          <p className="mt-2 text-lg text-slate-700">
            <ConfiguredText texts={programme.tagline} />
          </p>
        )}
      </div>
      <section aria-labelledby="contact-title" className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200">
        <h2 id="contact-title" className="text-xl font-bold">
          {t('programme.contactTitle')}
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t('programme.email')}</dt>
          <dd>
            <a href={`mailto:${programme.contactEmail}`} className="break-words text-brand-800 underline">
              {programme.contactEmail}
            </a>
          </dd>
          <dt className="font-semibold">{t('programme.phone')}</dt>
          <dd>
            <a href={telHref(programme.contactPhone)} className="whitespace-nowrap text-brand-800 underline">
              {programme.contactPhone}
            </a>
          </dd>
          <dt className="font-semibold">{t('programme.hours')}</dt>
          <dd>
            <ConfiguredText texts={programme.hours} />
          </dd>
        </dl>
      </section>
      <section aria-labelledby="numbers-title" className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200">
        <h2 id="numbers-title" className="text-xl font-bold">
          {t('programme.numbersTitle')}
        </h2>
        <p className="mt-2">
          {t('programme.numbers', { prefix: programme.prefix, example: exampleRegistryNumber(programme.prefix) })}
        </p>
      </section>
      <ButtonLink to={paths.registerWith(programme.slug)}>
        {t('programme.register', { programme: programme.name[locale] })}
      </ButtonLink>
    </div>
  );
}
