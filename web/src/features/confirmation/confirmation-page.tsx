import { useLocation, useParams } from 'react-router';
import { MESSAGES } from '#common/messages';
import { STATUS_NAMES } from '#common/status-words';
import { useDog } from '../../api/get-dog';
import { ButtonLink } from '../../components/button';
import { CopyButton } from '../../components/copy-button';
import { PageSkeleton } from '../../components/page-skeleton';
import { StatusError } from '../../components/status-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { ApiRequestError } from '../../lib/api-client';
import { ownerTokenFrom } from '../../lib/confirmation-state';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';

export function ConfirmationPage() {
  useDocumentTitle('Registration Successful');
  const { id } = useParams();
  const location = useLocation();
  const ownerToken = ownerTokenFrom(location.state);
  const dog = useDog(id, ownerToken);

  if (dog.isPending) return <PageSkeleton label="Loading your registration…" />;
  if (dog.isError || !id) {
    // An unknown id is not a failure to fetch: say so, as the card page does.
    const missing = !id || (dog.error instanceof ApiRequestError && dog.error.status === 404);
    return (
      <StatusError
        title="Registration Status"
        message={missing ? MESSAGES.dogNotFound : MESSAGES.registryFetchFailed}
      />
    );
  }
  if (dog.data.view === 'not_valid') {
    return (
      <StatusError
        title="Registration Status"
        message={`${dog.data.registryNumber}: ${MESSAGES.notValidRegistration.toLowerCase()}`}
      />
    );
  }
  const registered = dog.data.view === 'summary' ? null : dog.data.registrationDate;

  const ownerLink = ownerToken ? `${window.location.origin}${paths.card(id, ownerToken)}` : null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="rounded-lg border-2 border-green-700 bg-green-50 p-6">
        <h1 className="text-3xl font-bold text-green-900">Registration Successful!</h1>
        <p className="mt-2">Your registration was received and is waiting for review by the registry's staff.</p>
      </div>
      <section aria-labelledby="details-title" className="space-y-3 rounded-lg border border-slate-300 bg-white p-6">
        <h2 id="details-title" className="text-xl font-bold">
          Your registration
        </h2>
        <p>
          Registry number: <strong className="text-2xl">{dog.data.registryNumber}</strong>
        </p>
        <CopyButton
          text={dog.data.registryNumber}
          label="Copy registry number"
          confirmation={MESSAGES.copiedRegistryNumber}
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Dog</dt>
          <dd>{dog.data.dogName}</dd>
          {registered && (
            <>
              <dt className="font-semibold">Registered on</dt>
              <dd>{formatDate(registered)}</dd>
            </>
          )}
          <dt className="font-semibold">Status</dt>
          <dd>{STATUS_NAMES[dog.data.status]}</dd>
        </dl>
      </section>
      {ownerLink && (
        <section
          aria-labelledby="owner-link-title"
          className="space-y-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-6"
        >
          <h2 id="owner-link-title" className="text-xl font-bold">
            Your private owner link
          </h2>
          <p>
            This link is shown only once. It lets you see your full details and print your card. Save it somewhere safe
            and do not share it: anyone with the link can see your contact details.
          </p>
          <p className="break-all rounded bg-white p-3 font-mono text-sm">{ownerLink}</p>
          <CopyButton text={ownerLink} label="Copy owner link" confirmation="Owner link copied to clipboard!" />
        </section>
      )}
      <section aria-labelledby="next-steps-title" className="rounded-lg border border-slate-300 bg-white p-6">
        <h2 id="next-steps-title" className="text-xl font-bold">
          Next Steps
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          <li>Save your registry number.</li>
          <li>View and print your registry card{ownerLink ? ' with your owner link' : ''}.</li>
          <li>Verify your registration at any time on the Verify a Registration page.</li>
        </ol>
      </section>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.card(id, ownerToken ?? undefined)}>View Registry Card</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          Return to Home
        </ButtonLink>
      </div>
    </div>
  );
}
