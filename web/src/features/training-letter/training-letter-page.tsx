import { useParams } from 'react-router';
import { useOwnerKey } from '../../lib/owner-key';
import type { RegistrationFullView } from '#common/api';
import { MESSAGES } from '#common/messages';
import { useDog } from '../../api/get-dog';
import { usePublicConfig } from '../../api/get-public-config';
import { Button, ButtonLink } from '../../components/button';
import { LogoMark } from '../../components/logo-mark';
import { PageSkeleton } from '../../components/page-skeleton';
import { programmeOfRecord, useShowProgramme } from '../../components/page-programme';
import { StatusError } from '../../components/status-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { useArea, useLanguage } from '../../i18n/language-context';
import { useFormat } from '../../i18n/use-format';
import { useT } from '../../i18n/use-t';
import { ApiRequestError, failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { printPage } from '../../lib/print-page';
import { recordContacts } from '../../components/record-contacts';
import { useTrainingAttestation, type AttestationFacts } from './api/get-training-attestation';

/**
 * A team's training attestation as a letter to print, for a landlord or a carrier
 * (docs/decisions/044-training-attestation.md): what the programme attests, who tested the team and when,
 * what the letter is not, and a QR code that opens the verify page. The facts come from the signed
 * attestation itself; the owner link's key or a staff session reads it.
 */
export function TrainingLetterPage() {
  const { id } = useParams();
  const ownerKey = useOwnerKey();
  const t = useT();
  const wordsReady = useArea('owner');
  const dog = useDog(id, ownerKey);
  const attestation = useTrainingAttestation(id, ownerKey);
  const { data: config } = usePublicConfig();
  useShowProgramme(programmeOfRecord(dog.data));
  useDocumentTitle(wordsReady ? t('letter.title') : t('site.loading'));

  if (!wordsReady || dog.isPending || attestation.isPending || !config)
    return <PageSkeleton label={wordsReady ? t('letter.loading') : t('site.loading')} />;
  if (dog.isError || attestation.isError || dog.data.view !== 'full') {
    const error = dog.error ?? attestation.error;
    const none = error instanceof ApiRequestError && error.status === 409;
    return (
      <StatusError
        title={t('letter.title')}
        message={none ? MESSAGES.attestationNotAvailable : failureMessage(error, MESSAGES.dogNotFound)}
      />
    );
  }
  return <Letter dog={dog.data} facts={attestation.data} ownerKey={ownerKey} config={config} />;
}

interface LetterProps {
  dog: RegistrationFullView;
  facts: AttestationFacts;
  ownerKey: string | null;
  config: NonNullable<ReturnType<typeof usePublicConfig>['data']>;
}

function Letter({ dog, facts, ownerKey, config }: LetterProps) {
  const t = useT();
  const format = useFormat();
  const { locale } = useLanguage();
  const contacts = recordContacts(dog, config);
  const programme = contacts.name[locale];
  const subject = facts.credentialSubject;
  const date = format.date(subject.publicAccessTestPassedOn);
  const qrUrl = `/api/dogs/${encodeURIComponent(dog.id)}/qr.svg?v=${encodeURIComponent(dog.lastUpdated)}${ownerKey ? `&key=${encodeURIComponent(ownerKey)}` : ''}`;
  return (
    <article className="mx-auto max-w-2xl space-y-6" aria-labelledby="letter-title">
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => printPage(`${t('letter.title')} ${dog.registryNumber}`)}>{t('letter.print')}</Button>
        <ButtonLink to={paths.card(dog.id, ownerKey ?? undefined)} variant="secondary">
          {t('letter.back')}
        </ButtonLink>
      </div>
      <div className="space-y-5 rounded-xl border-2 border-brand-900 bg-white p-8 print:border-0 print:p-0">
        <header className="flex items-center gap-3 border-b border-slate-300 pb-4">
          <LogoMark size={48} />
          <div>
            <p className="text-lg font-bold">{t('letter.sender', { programme })}</p>
            <p className="text-sm text-slate-700">
              {t('letter.contact', { email: contacts.contactEmail, phone: contacts.contactPhone })}
            </p>
          </div>
        </header>
        <h1 id="letter-title" className="text-3xl font-bold">
          {t('letter.title')}
        </h1>
        <p className="text-lg">
          {t('letter.attests', {
            programme,
            dogName: dog.dogName,
            registryNumber: dog.registryNumber,
            handlerName: dog.handlerName,
          })}
        </p>
        <p>
          {subject.testedBy
            ? t('letter.test', { date, trainer: subject.testedBy, trainerId: subject.testedByTrainerId })
            : t('letter.testNoName', { date, trainerId: subject.testedByTrainerId })}
        </p>
        {subject.nextTestDue && <p>{t('letter.nextDue', { date: format.date(subject.nextTestDue) })}</p>}
        {subject.taskCategories && subject.taskCategories.length > 0 && (
          <p>
            {t('letter.tasks', {
              tasks: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                subject.taskCategories.map((category) => t(`tasks.${category}`)),
              ),
            })}
          </p>
        )}
        <section aria-labelledby="letter-not-title" className="rounded-md bg-slate-100 p-4">
          <h2 id="letter-not-title" className="font-bold">
            {t('letter.notTitle')}
          </h2>
          <p className="mt-1">{t('letter.noRights')}</p>
          <p className="mt-1">{t('letter.noDiagnosis')}</p>
          <p className="mt-1">{t('letter.otherRules')}</p>
        </section>
        <section aria-labelledby="letter-check-title" className="flex flex-wrap items-start gap-4">
          <img
            src={qrUrl}
            alt={t('letter.qrAlt', { dogName: dog.dogName })}
            width={144}
            height={144}
            className="h-36 w-36 flex-none"
          />
          <div className="min-w-0 flex-1">
            <h2 id="letter-check-title" className="font-bold">
              {t('letter.checkTitle')}
            </h2>
            <p className="mt-1 break-words">
              {t('letter.check', {
                registryName: config.registryName,
                programme,
                did: facts.issuer.id,
              })}
            </p>
          </div>
        </section>
      </div>
    </article>
  );
}
