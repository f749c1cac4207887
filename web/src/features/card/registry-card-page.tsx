import { programmeOfRecord, useShowProgramme } from '../../components/page-programme';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import type { RegistrationCardView, RegistrationView, PublicConfig } from '#common/api';
import { MESSAGES } from '#common/messages';
import { cardPrints } from '#common/lifecycle';
import { useDog } from '../../api/get-dog';
import { printPage } from '../../lib/print-page';
import { usePublicConfig } from '../../api/get-public-config';
import { AccessPlaceList } from '../../components/access-place-list';
import { Button, ButtonLink } from '../../components/button';
import { LogoMark } from '../../components/logo-mark';
import { PageSkeleton } from '../../components/page-skeleton';
import { RecordDates } from '../../components/record-dates';
import { RegistrationVerdict } from '../../components/registration-verdict';
import { StatusBadge } from '../../components/status-badge';
import { StatusError } from '../../components/status-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { ApiRequestError, failureMessage } from '../../lib/api-client';
import { useServiceTypeWords } from '../../i18n/use-service-type-words';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { useOwnerKey } from '../../lib/owner-key';
import { NotValidNotice } from './not-valid-notice';
import { OwnerDetails } from './owner-details';
import { SummaryNotice } from './summary-notice';

// Only the owner link and staff use these, so visitors checking a card never download them.
const OwnerActions = lazy(() => import('./owner-actions/owner-actions').then((m) => ({ default: m.OwnerActions })));
const ownerParts = () => import('./owner-card-parts');
const WalletCard = lazy(() => ownerParts().then((m) => ({ default: m.WalletCard })));
const OwnerNoCardNotice = lazy(() => ownerParts().then((m) => ({ default: m.OwnerNoCardNotice })));
const OwnerServiceTypeChoice = lazy(() => ownerParts().then((m) => ({ default: m.OwnerServiceTypeChoice })));

function useTitleOf(dog: RegistrationView | undefined): string {
  const t = useT();
  if (!dog) return t('card.defaultTitle');
  if (dog.view === 'not_valid') return t('card.notValidTitle', { registryNumber: dog.registryNumber });
  return `${dog.dogName} (${dog.registryNumber})`;
}

export function RegistryCardPage() {
  const { id } = useParams();
  const ownerKey = useOwnerKey();
  const { data: config } = usePublicConfig();
  const dog = useDog(id, ownerKey);
  const t = useT();
  useDocumentTitle(useTitleOf(dog.data));
  useShowProgramme(programmeOfRecord(dog.data));

  if (!id) return <StatusError title={t('card.statusTitle')} message={MESSAGES.invalidRegistryId} />;
  if (dog.isPending) return <PageSkeleton label={t('card.loading')} />;
  if (dog.isError) {
    const notFound = dog.error instanceof ApiRequestError && dog.error.status === 404;
    return (
      <StatusError
        title={t('card.statusTitle')}
        message={notFound ? MESSAGES.dogNotFound : failureMessage(dog.error, MESSAGES.registryFetchFailed)}
      />
    );
  }
  if (dog.data.view === 'not_valid') return <NotValidNotice dog={dog.data} />;
  if (dog.data.view === 'summary') return <SummaryNotice dog={dog.data} />;
  return <RegistrationCard dog={dog.data} ownerKey={ownerKey} config={config} />;
}

/** An address as a person types it: the browser adds the scheme. */
const typedAddress = (url: string) => url.replace(/^https?:\/\//, '');

interface RegistrationCardProps {
  dog: RegistrationCardView;
  ownerKey: string | null;
  config: PublicConfig | undefined;
}

function RegistrationCard({ dog, ownerKey, config }: RegistrationCardProps) {
  const full = dog.view === 'full' ? dog : null;
  const printable = full !== null && cardPrints(full.displayStatus);
  // The record's last change in the address, so the image reloads when a renewal or a replacement re-issues the card.
  // The owner link's key (staff have their session) gets the signed card; without it the code opens this page.
  const qrUrl = `/api/dogs/${encodeURIComponent(dog.id)}/qr.svg?v=${encodeURIComponent(dog.lastUpdated)}${ownerKey ? `&key=${encodeURIComponent(ownerKey)}` : ''}`;
  // Typed from paper: no scheme, and the number rather than the record's id (issue 52, item 4).
  const verifyUrl = typedAddress(
    `${config?.publicUrl ?? window.location.origin}${paths.shortCard(dog.registryNumber)}`,
  );
  const t = useT();
  const serviceTypeWords = useServiceTypeWords();
  const service = dog.serviceType && serviceTypeWords(dog.serviceType, dog.serviceTypeOther);
  const [cardShown, setCardShown] = useState(false);
  const showCard = useCallback(() => setCardShown(true), []);
  const actions = (
    <div className="flex flex-wrap gap-3 print:hidden">
      {printable && cardShown && (
        <Button onClick={() => printPage(t('card.printTitle', { registryNumber: dog.registryNumber }))}>
          {t('card.print')}
        </Button>
      )}
      {/* The handler at a door: the law for the person there, one tap away and kept offline (issue 51). */}
      {ownerKey && full && (
        <ButtonLink to={paths.law} variant="secondary">
          {t('nav.showLaw')}
        </ButtonLink>
      )}
      <ButtonLink to={paths.lookup} variant="secondary">
        {t('card.close')}
      </ButtonLink>
    </div>
  );
  // The owner's page is about the dog: its name is the main heading. A visitor's has one above the verdict.
  const NameHeading = full ? 'h1' : 'h2';
  return (
    <article
      // A heading only screen readers see leaves no gap above what follows it: the verdict starts the page.
      className="mx-auto max-w-3xl space-y-6 [&>.sr-only+*]:mt-0"
      aria-labelledby="card-title"
    >
      {/* The handler came to print: on a phone the button is on the first screen, not five screens down. */}
      {full && actions}
      {ownerKey && !full && (
        <p className="rounded-md border-2 border-amber-600 bg-amber-50 p-3 print:hidden">{t('card.badOwnerLink')}</p>
      )}
      {/* A visitor came for the answer: it comes first, under the page's one main heading. */}
      {!full && (
        <h1 id="card-title" className="sr-only">
          {dog.dogName} ({dog.registryNumber})
        </h1>
      )}
      {!full && <RegistrationVerdict view={dog} />}
      {/* Owner and staff print the card (or, when none can be printed, the explanation); a visitor prints this page. */}
      <div className={`rounded-xl border-2 border-brand-900 bg-white p-6 shadow-sm ${full ? 'print:hidden' : ''}`}>
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-300 pb-4">
          <div className="flex items-center gap-3">
            <LogoMark size={48} />
            <div>
              <p className="text-lg font-bold">{config?.registryName ?? t('site.defaultName')}</p>
              <p className="text-sm text-slate-700">{t('card.registryKind')}</p>
            </div>
          </div>
          <StatusBadge status={dog.displayStatus} />
        </header>
        <div className="mt-5 grid gap-6 sm:grid-cols-[auto_1fr]">
          {dog.thumbnailUrl ? (
            // The 320 px thumbnail fills this 192 px box sharply on 1.5x screens; the full photo is 1200 px.
            <img
              src={dog.thumbnailUrl}
              alt={t('card.photoAlt', { dogName: dog.dogName, dogBreed: dog.dogBreed })}
              width={192}
              height={192}
              fetchPriority="high"
              className="h-48 w-48 rounded-lg object-cover"
            />
          ) : (
            <div className="flex h-48 w-48 items-center justify-center rounded-lg bg-slate-200 text-slate-700">
              {t('card.noPhoto')}
            </div>
          )}
          <div>
            <NameHeading {...(full ? { id: 'card-title' } : {})} className="text-3xl font-bold">
              {dog.dogName}
            </NameHeading>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              <dt className="font-semibold">{t('card.registryNumber')}</dt>
              <dd className="font-mono text-lg font-bold whitespace-nowrap">{dog.registryNumber}</dd>
              <dt className="font-semibold">{t('card.breed')}</dt>
              <dd>{dog.dogBreed}</dd>
              <dt className="font-semibold">{t('card.age')}</dt>
              <dd>{dog.dogAge}</dd>
              {service && (
                <>
                  <dt className="font-semibold">{t('card.serviceType')}</dt>
                  <dd>{service}</dd>
                </>
              )}
              <RecordDates record={dog} />
            </dl>
          </div>
        </div>
        <div className="mt-6">
          <OwnerDetails dog={dog} />
        </div>
        {full && (
          <Suspense fallback={null}>
            <OwnerServiceTypeChoice dog={full} ownerKey={ownerKey} />
          </Suspense>
        )}
        <section aria-labelledby="legal-title" className="mt-6 rounded-md bg-slate-100 p-4 text-sm">
          <h2 id="legal-title" className="font-bold">
            {t('card.legalTitle')}
          </h2>
          <p className="mt-1">{t('card.legal')}</p>
          <div className="mt-3">
            <AccessPlaceList label={t('card.placesLabel')} size="sm" />
          </div>
        </section>
      </div>
      {full && printable && config && (
        <Suspense fallback={null}>
          <WalletCard dog={full} config={config} qrUrl={qrUrl} verifyUrl={verifyUrl} onShown={showCard} />
        </Suspense>
      )}
      {full && !printable && (
        <Suspense fallback={null}>
          <OwnerNoCardNotice dog={full} config={config} />
        </Suspense>
      )}
      {full && (
        <Suspense fallback={null}>
          <OwnerActions dog={full} ownerKey={ownerKey} config={config} />
        </Suspense>
      )}
      {!full && actions}
    </article>
  );
}
