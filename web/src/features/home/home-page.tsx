import { ArrowRight, ClipboardPen, IdCard, ScanSearch } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../api/get-public-config';
import { ButtonLink } from '../../components/button';
import { GovernmentResourceList } from '../../components/government-resource-list';
import { useDocumentTitle } from '../../components/use-document-title';
import { ConfiguredText } from '../../i18n/configured-text';
import { useRichT, useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { AccessPlaces } from './access-places';
import { ExampleCard } from './example-card';

// Below the fold, and the only part of Home that needs the validation library: it loads after first paint.
const TrainerCheck = lazy(async () => ({ default: (await import('./trainer-check')).TrainerCheck }));

const SERVICES = [
  { title: 'home.serviceRegisterTitle', text: 'home.serviceRegisterText', Icon: ClipboardPen },
  { title: 'home.serviceCardTitle', text: 'home.serviceCardText', Icon: IdCard },
  { title: 'home.serviceVerifyTitle', text: 'home.serviceVerifyText', Icon: ScanSearch },
] as const;

const LAW = [
  'home.lawDefinition',
  'home.lawQuestions',
  'home.lawNoRequirement',
  'home.lawOnlineRegistries',
  'home.lawVoluntary',
] as const;

export function HomePage() {
  useDocumentTitle(null);
  const t = useT();
  const tRich = useRichT();
  const { data: config } = usePublicConfig();
  const registryName = config?.registryName ?? t('site.defaultName');
  return (
    <div className="space-y-12">
      <section className="grid items-center gap-8 rounded-card bg-brand-900 px-6 py-10 text-white sm:px-10 md:grid-cols-[1.2fr_1fr]">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">{registryName}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            {tRich('home.intro', {
              tagline: config ? <ConfiguredText texts={config.tagline} /> : t('home.defaultTagline'),
            })}
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
            <ButtonLink to={paths.register} variant="accent">
              {t('home.registerCta')}
              <ArrowRight aria-hidden="true" size={20} />
            </ButtonLink>
            <Link
              to={paths.lookup}
              className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-white underline underline-offset-4 hover:text-brand-100"
            >
              <ScanSearch aria-hidden="true" size={20} />
              {t('home.verifyCta')}
            </Link>
          </div>
        </div>
        <ExampleCard registryName={registryName} prefix={config?.registryPrefix ?? ''} />
      </section>

      <AccessPlaces />

      <section aria-labelledby="services-title">
        <h2 id="services-title" className="text-2xl font-bold">
          {t('home.servicesTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {SERVICES.map((service) => (
            <li key={service.title} className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200">
              <service.Icon aria-hidden="true" size={28} className="text-brand-700" />
              <h3 className="mt-3 text-lg font-bold">{t(service.title)}</h3>
              <p className="mt-1 text-slate-700">{t(service.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="law-title" className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200">
        <h2 id="law-title" className="text-2xl font-bold">
          {t('home.lawTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
          {LAW.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="resources-title">
        <h2 id="resources-title" className="text-2xl font-bold">
          {t('home.resourcesTitle')}
        </h2>
        <GovernmentResourceList className="mt-3 space-y-2" linkClassName="font-semibold text-brand-800 underline" />
      </section>

      <Suspense fallback={<div className="h-48 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />}>
        <TrainerCheck />
      </Suspense>

      <section
        aria-labelledby="own-training-title"
        className="rounded-card border-l-4 border-accent-400 bg-white p-6 shadow-card"
      >
        <h2 id="own-training-title" className="text-2xl font-bold">
          {t('home.ownTrainingTitle')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-800">{t('home.ownTraining')}</p>
      </section>

      <section className="rounded-card bg-brand-50 p-6 text-center">
        <h2 className="text-2xl font-bold">{t('home.readyTitle')}</h2>
        <p className="mt-2 text-slate-700">{t('home.ready')}</p>
        <ButtonLink to={paths.register} className="mt-4">
          {t('home.getStarted')}
        </ButtonLink>
      </section>
    </div>
  );
}
