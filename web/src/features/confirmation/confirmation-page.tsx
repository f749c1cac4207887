import { useState } from 'react';
import { programmeOfRecord, useShowProgramme } from '../../components/page-programme';
import { useLocation, useParams } from 'react-router';
import { MESSAGES } from '#common/messages';
import { useDog } from '../../api/get-dog';
import { usePublicConfig } from '../../api/get-public-config';
import { Button, ButtonLink } from '../../components/button';
import { CopyButton } from '../../components/copy-button';
import { PageSkeleton } from '../../components/page-skeleton';
import { StatusError } from '../../components/status-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { ApiRequestError } from '../../lib/api-client';
import { ownerTokenFrom } from '../../lib/confirmation-state';
import { useFormat } from '../../i18n/use-format';
import { useArea } from '../../i18n/language-context';
import { useMessageText, useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { saveOwnerLink } from './save-owner-link';

export function ConfirmationPage() {
  const t = useT();
  const messageText = useMessageText();
  const format = useFormat();
  const config = usePublicConfig().data;
  const sendsEmail = config?.sendsEmail === true;
  const [saved, setSaved] = useState('');
  // Its words are the owner tools' (a chunk of their own), which the handler goes on to use.
  const wordsReady = useArea('owner');
  useDocumentTitle(wordsReady ? t('confirmation.title') : t('site.loading'));
  const { id } = useParams();
  const location = useLocation();
  const ownerToken = ownerTokenFrom(location.state);
  const dog = useDog(id, ownerToken);
  useShowProgramme(programmeOfRecord(dog.data));

  if (dog.isPending || !wordsReady)
    return <PageSkeleton label={wordsReady ? t('confirmation.loading') : t('site.loading')} />;
  if (dog.isError || !id) {
    // An unknown id is not a failure to fetch: say so, as the card page does.
    const missing = !id || (dog.error instanceof ApiRequestError && dog.error.status === 404);
    return (
      <StatusError
        title={t('confirmation.statusTitle')}
        message={missing ? MESSAGES.dogNotFound : MESSAGES.registryFetchFailed}
      />
    );
  }
  if (dog.data.view === 'not_valid') {
    return (
      <StatusError
        title={t('confirmation.statusTitle')}
        message={t('confirmation.notValid', { registryNumber: dog.data.registryNumber })}
      />
    );
  }
  const registered = dog.data.view === 'summary' ? null : dog.data.registrationDate;
  const { dogName, registryNumber } = dog.data;

  const ownerLink = ownerToken ? `${window.location.origin}${paths.card(id, ownerToken)}` : null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="rounded-lg border-2 border-green-700 bg-green-50 p-6">
        <h1 className="text-3xl font-bold text-green-900">{t('confirmation.heading')}</h1>
        <p className="mt-2">{t(dog.data.status === 'pending' ? 'confirmation.received' : 'confirmation.reviewed')}</p>
      </div>
      <section aria-labelledby="details-title" className="space-y-3 rounded-lg border border-slate-300 bg-white p-6">
        <h2 id="details-title" className="text-xl font-bold">
          {t('confirmation.yours')}
        </h2>
        <p>
          {t('confirmation.registryNumber')}{' '}
          <strong className="text-2xl whitespace-nowrap">{dog.data.registryNumber}</strong>
        </p>
        <CopyButton
          text={dog.data.registryNumber}
          label={t('confirmation.copyNumber')}
          confirmation={messageText(MESSAGES.copiedRegistryNumber)}
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{t('confirmation.dog')}</dt>
          <dd>{dog.data.dogName}</dd>
          {registered && (
            <>
              <dt className="font-semibold">{t('confirmation.registeredOn')}</dt>
              <dd>{format.date(registered)}</dd>
            </>
          )}
          <dt className="font-semibold">{t('confirmation.status')}</dt>
          <dd>{t(`statusName.${dog.data.status}`)}</dd>
        </dl>
      </section>
      {ownerLink && (
        <section
          aria-labelledby="owner-link-title"
          className="space-y-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-6"
        >
          <h2 id="owner-link-title" className="text-xl font-bold">
            {t('confirmation.ownerLinkTitle')}
          </h2>
          <p>{t(sendsEmail ? 'confirmation.ownerLink' : 'confirmation.ownerLinkByHand')}</p>
          <p className="break-all rounded bg-white p-3 font-mono text-sm">{ownerLink}</p>
          <div className="flex flex-wrap items-center gap-3 print:hidden">
            <CopyButton
              text={ownerLink}
              label={t('confirmation.copyOwnerLink')}
              confirmation={t('confirmation.ownerLinkCopied')}
            />
            <Button variant="secondary" onClick={() => window.print()}>
              {t('confirmation.printOwnerLink')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                const fileName = saveOwnerLink(
                  registryNumber,
                  t('confirmation.ownerLinkFile', {
                    dogName,
                    registryNumber,
                    registryName: config?.registryName ?? '',
                    link: ownerLink,
                  }),
                );
                setSaved(t('confirmation.ownerLinkSaved', { fileName }));
              }}
            >
              {t('confirmation.saveOwnerLink')}
            </Button>
            <span role="status" className="text-sm font-semibold text-green-800">
              {saved}
            </span>
          </div>
        </section>
      )}
      <section aria-labelledby="next-steps-title" className="rounded-lg border border-slate-300 bg-white p-6">
        <h2 id="next-steps-title" className="text-xl font-bold">
          {t('confirmation.nextTitle')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          <li>{t('confirmation.saveNumber')}</li>
          <li>{t(ownerLink ? 'confirmation.printCardWithLink' : 'confirmation.printCard')}</li>
          <li>{t('confirmation.verifyAnyTime')}</li>
        </ol>
      </section>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.card(id, ownerToken ?? undefined)}>{t('confirmation.viewCard')}</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          {t('confirmation.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
