import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { DogCardView, DogView, PublicConfig } from '#common/api';
import { PRINT_DELAY_MS } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { PRINTABLE_STATUSES } from '#common/status-words';
import { useDog } from '../../api/get-dog';
import { usePublicConfig } from '../../api/get-public-config';
import { AccessPlaceList } from '../../components/access-place-list';
import { Button, ButtonLink } from '../../components/button';
import { LogoMark } from '../../components/logo-mark';
import { PageSkeleton } from '../../components/page-skeleton';
import { RecordDates } from '../../components/record-dates';
import { StatusBadge } from '../../components/status-badge';
import { StatusError } from '../../components/status-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { ApiRequestError, failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { CardFaces } from './card-faces';
import { NoCardNotice } from './no-card-notice';
import { NotValidNotice } from './not-valid-notice';
import { OwnerDetails } from './owner-details';
import { SummaryNotice } from './summary-notice';
import { ServiceTypeChoice } from './service-type-choice';
import { serviceTypeWords } from '#common/service-type';

// Only the owner link and staff use these forms, so visitors checking a card never download them.
const OwnerActions = lazy(() => import('./owner-actions/owner-actions').then((m) => ({ default: m.OwnerActions })));

function printCard(registryNumber: string) {
  const previous = document.title;
  document.title = `Service Dog Registry Card ${registryNumber}`;
  window.addEventListener('afterprint', () => (document.title = previous), { once: true });
  setTimeout(() => window.print(), PRINT_DELAY_MS);
}

function titleOf(dog: DogView | undefined): string {
  if (!dog) return 'Registry Card';
  if (dog.view === 'not_valid') return `${MESSAGES.notValidRegistration} (${dog.registryNumber})`;
  return `${dog.dogName} (${dog.registryNumber})`;
}

export function RegistryCardPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const ownerKey = search.get('key');
  const { data: config } = usePublicConfig();
  const dog = useDog(id, ownerKey);
  useDocumentTitle(titleOf(dog.data));

  if (!id) return <StatusError title="Registry Status" message={MESSAGES.invalidRegistryId} />;
  if (dog.isPending) return <PageSkeleton label="Loading the registration…" />;
  if (dog.isError) {
    const notFound = dog.error instanceof ApiRequestError && dog.error.status === 404;
    return (
      <StatusError
        title="Registry Status"
        message={notFound ? MESSAGES.dogNotFound : failureMessage(dog.error, MESSAGES.registryFetchFailed)}
      />
    );
  }
  if (dog.data.view === 'not_valid') return <NotValidNotice registryNumber={dog.data.registryNumber} />;
  if (dog.data.view === 'summary') return <SummaryNotice dog={dog.data} />;
  return <RegistrationCard dog={dog.data} ownerKey={ownerKey} config={config} />;
}

interface RegistrationCardProps {
  dog: DogCardView;
  ownerKey: string | null;
  config: PublicConfig | undefined;
}

function RegistrationCard({ dog, ownerKey, config }: RegistrationCardProps) {
  const full = dog.view === 'full' ? dog : null;
  const printable = full !== null && PRINTABLE_STATUSES.includes(full.displayStatus);
  // The record's last change in the address, so the image reloads when a renewal or a replacement re-issues the card.
  const qrUrl = `/api/dogs/${encodeURIComponent(dog.id)}/qr.svg?v=${encodeURIComponent(dog.lastUpdated)}`;
  const verifyUrl = `${config?.publicUrl ?? window.location.origin}${paths.card(dog.id)}`;
  const service = dog.serviceType && serviceTypeWords(dog.serviceType, dog.serviceTypeOther);
  return (
    <article className="mx-auto max-w-3xl space-y-6" aria-labelledby="card-title">
      {ownerKey && !full && (
        <p className="rounded-md border-2 border-amber-600 bg-amber-50 p-3 print:hidden">
          This owner link is not valid for this registration, so the public view is shown.
        </p>
      )}
      {/* Owner and staff print the card (or, when none can be printed, the explanation); a visitor prints this page. */}
      <div className={`rounded-xl border-2 border-brand-900 bg-white p-6 shadow-sm ${full ? 'print:hidden' : ''}`}>
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-300 pb-4">
          <div className="flex items-center gap-3">
            <LogoMark size={48} />
            <div>
              <p className="text-lg font-bold">{config?.registryName ?? 'Service Dog Registry'}</p>
              <p className="text-sm text-slate-700">Independent, voluntary registry</p>
            </div>
          </div>
          <StatusBadge status={dog.displayStatus} />
        </header>
        <div className="mt-5 grid gap-6 sm:grid-cols-[auto_1fr]">
          {dog.thumbnailUrl ? (
            // The 320 px thumbnail fills this 192 px box sharply on 1.5x screens; the full photo is 1200 px.
            <img
              src={dog.thumbnailUrl}
              alt={`${dog.dogName}, a ${dog.dogBreed}`}
              width={192}
              height={192}
              fetchPriority="high"
              className="h-48 w-48 rounded-lg object-cover"
            />
          ) : (
            <div className="flex h-48 w-48 items-center justify-center rounded-lg bg-slate-200 text-slate-700">
              No Photo Available
            </div>
          )}
          <div>
            <h1 id="card-title" className="text-3xl font-bold">
              {dog.dogName}
            </h1>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              <dt className="font-semibold">Registry number</dt>
              <dd className="font-mono text-lg font-bold">{dog.registryNumber}</dd>
              <dt className="font-semibold">Breed</dt>
              <dd>{dog.dogBreed}</dd>
              <dt className="font-semibold">Age</dt>
              <dd>{dog.dogAge}</dd>
              {service && (
                <>
                  <dt className="font-semibold">Service type</dt>
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
          <div className="mt-6">
            <ServiceTypeChoice dog={full} ownerKey={ownerKey} />
          </div>
        )}
        <section aria-labelledby="legal-title" className="mt-6 rounded-md bg-slate-100 p-4 text-sm">
          <h2 id="legal-title" className="font-bold">
            About service dogs and this card
          </h2>
          <p className="mt-1">
            Under the ADA, staff may ask only whether the dog is a service animal required because of a disability and
            what work or task it has been trained to perform. The ADA does not require registration, ID cards or vests.
            This card is voluntary identification from an independent registry, is not a government document, and gives
            no rights beyond those in federal, state and local law.
          </p>
          <div className="mt-3">
            <AccessPlaceList label="Places where the ADA lets a service dog go with its handler" size="sm" />
          </div>
        </section>
      </div>
      {full && printable && config && (
        <section aria-labelledby="wallet-card-title" className="space-y-3">
          <h2 id="wallet-card-title" className="text-xl font-bold print:hidden">
            Wallet card
          </h2>
          <CardFaces dog={full} config={config} qrUrl={qrUrl} verifyUrl={verifyUrl} />
        </section>
      )}
      {full && !printable && <NoCardNotice dog={full} config={config} />}
      {full && (
        <Suspense fallback={null}>
          <OwnerActions dog={full} ownerKey={ownerKey} config={config} />
        </Suspense>
      )}
      <div className="flex flex-wrap gap-3 print:hidden">
        {printable && <Button onClick={() => printCard(dog.registryNumber)}>Print Card</Button>}
        <ButtonLink to={paths.lookup} variant="secondary">
          Close
        </ButtonLink>
      </div>
    </article>
  );
}
