import type { RegistrationFullView, PublicConfig } from '#common/api';
import { cappedByAccessTest, canReplaceCard, renews, STATUS_RULES } from '#common/lifecycle';
import { trainingAttestationUrl } from '#common/credential-document';
import { buttonClass, ButtonLink } from '../../../components/button';
import { useEffect } from 'react';
import { prepareOffline } from '../../../lib/offline-ready';
import { paths } from '../../../lib/paths';
import { ContactForm } from './contact-form';
import { FoldedSection } from './folded-section';
import { CredentialDownload } from './credential-download';
import { LookupLog } from './lookup-log';
import { RefusalLog } from './refusal-log';
import { RenewalForm } from './renewal-form';
import { ReplaceCard } from './replace-card';
import { TaskCategoriesChoice } from './task-categories-choice';
import { TrainingLog } from './training-log';
import { useArea, useLanguage } from '../../../i18n/language-context';
import { useFormat } from '../../../i18n/use-format';
import { useT } from '../../../i18n/use-t';

const successorPath = (id: string, ownerKey: string | null) =>
  `${paths.register}?successor=${encodeURIComponent(id)}${ownerKey ? `&key=${encodeURIComponent(ownerKey)}` : ''}`;

/**
 * On the owner link's page: renew, replace a lost card, download the card as a digital credential, print
 * the training letter, see look-ups, correct contact details. Loaded only for the full record.
 */
export function OwnerActions({
  dog,
  ownerKey,
  config,
}: {
  dog: RegistrationFullView;
  ownerKey: string | null;
  config: PublicConfig | undefined;
}) {
  const t = useT();
  const format = useFormat();
  const { locale } = useLanguage();
  // The owner page keeps "Show the law" for a phone with no signal at the door (decision 047).
  useEffect(() => {
    void prepareOffline();
  }, []);
  // The owner tools' words load with them (a catalogue of their own).
  if (!useArea('owner')) return null;
  return (
    <section
      aria-labelledby="manage-title"
      className="space-y-5 rounded-lg border border-slate-300 bg-white p-6 print:hidden"
    >
      <h2 id="manage-title" className="text-xl font-bold">
        {t('owner.manageTitle')}
      </h2>
      {/* First: a handler refused at a door has a minute, and a phone. */}
      <RefusalLog dog={dog} ownerKey={ownerKey} />
      {renews(dog.status) && (
        <section aria-labelledby="renew-title" className="space-y-2">
          <h3 id="renew-title" className="text-lg font-bold">
            {t('owner.renewTitle')}
          </h3>
          {cappedByAccessTest(dog) && dog.accessTestDue && (
            <p>{t('owner.testDue', { date: format.date(dog.accessTestDue) })}</p>
          )}
          <RenewalForm dog={dog} ownerKey={ownerKey} years={config?.validityYears} />
        </section>
      )}
      {canReplaceCard(dog) && (
        <section aria-labelledby="replace-title" className="space-y-2">
          <h3 id="replace-title" className="text-lg font-bold">
            {t('owner.lostTitle')}
          </h3>
          <ReplaceCard dog={dog} ownerKey={ownerKey} />
        </section>
      )}
      {/* Only a valid card of an active registration has a credential, as only it has a signed QR code. */}
      {dog.displayStatus === 'active' && (
        <FoldedSection title={t('owner.credentialTitle')}>
          <CredentialDownload dog={dog} ownerKey={ownerKey} />
        </FoldedSection>
      )}
      {dog.training && (
        <section aria-labelledby="training-title" className="space-y-2">
          <h3 id="training-title" className="text-lg font-bold">
            {t('owner.trainingTitle')}
          </h3>
          <p>
            {t('training.explain', {
              programme: dog.signingProgramme?.name[locale] ?? config?.registryName ?? '',
              dogName: dog.dogName,
              date: format.date(dog.training.passedOn),
            })}
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.trainingLetter(dog.id, ownerKey)}>{t('training.letter')}</ButtonLink>
            {/* A plain download: the server names the file and signs it when asked. */}
            <a href={trainingAttestationUrl(dog.id, ownerKey)} download className={buttonClass('secondary')}>
              {t('training.download')}
            </a>
          </div>
          <TaskCategoriesChoice dog={dog} ownerKey={ownerKey} />
        </section>
      )}
      <TrainingLog dog={dog} ownerKey={ownerKey} />
      {STATUS_RULES[dog.status].invitesSuccessor && (
        <section aria-labelledby="successor-title" className="space-y-2">
          <h3 id="successor-title" className="text-lg font-bold">
            {t('owner.successorTitle')}
          </h3>
          <p>{t('owner.successorText')}</p>
          <ButtonLink to={successorPath(dog.id, ownerKey)}>{t('owner.successorButton')}</ButtonLink>
        </section>
      )}
      {/* Now and then: folded, so a phone shows the card and the actions above first. */}
      <FoldedSection title={t('owner.lookupsTitle')}>
        <LookupLog dogId={dog.id} ownerKey={ownerKey} />
      </FoldedSection>
      <FoldedSection title={t('owner.contactTitle')}>
        <ContactForm dog={dog} ownerKey={ownerKey} />
      </FoldedSection>
    </section>
  );
}
