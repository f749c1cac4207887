import type { DogFullView, PublicConfig } from '#common/api';
import { formatCalendarDate } from '#common/dates';
import { ButtonLink } from '../../../components/button';
import { paths } from '../../../lib/paths';
import { ContactForm } from './contact-form';
import { LookupLog } from './lookup-log';
import { RenewalForm } from './renewal-form';
import { ReplaceCard } from './replace-card';

const successorPath = (id: string, ownerKey: string | null) =>
  `${paths.register}?successor=${encodeURIComponent(id)}${ownerKey ? `&key=${encodeURIComponent(ownerKey)}` : ''}`;

/** On the owner link's page: renew, replace a lost card, see look-ups, correct contact details. Loaded only for the full record. */
export function OwnerActions({
  dog,
  ownerKey,
  config,
}: {
  dog: DogFullView;
  ownerKey: string | null;
  config: PublicConfig | undefined;
}) {
  return (
    <section
      aria-labelledby="manage-title"
      className="space-y-5 rounded-lg border border-slate-300 bg-white p-6 print:hidden"
    >
      <h2 id="manage-title" className="text-xl font-bold">
        Manage this registration
      </h2>
      {dog.status === 'active' && (
        <section aria-labelledby="renew-title" className="space-y-2">
          <h3 id="renew-title" className="text-lg font-bold">
            Renew
          </h3>
          {dog.accessTestDue && dog.expiresAt < dog.paidThrough && (
            <p>
              The next public access test is due {formatCalendarDate(`${dog.accessTestDue}T12:00:00Z`)}: the
              registration is valid until then unless the registry records a passed test. Book it with your trainer.
            </p>
          )}
          <RenewalForm dog={dog} ownerKey={ownerKey} years={config?.validityYears} />
        </section>
      )}
      {(dog.status === 'active' || dog.status === 'in_training') && (
        <section aria-labelledby="replace-title" className="space-y-2">
          <h3 id="replace-title" className="text-lg font-bold">
            Lost card
          </h3>
          <ReplaceCard dog={dog} ownerKey={ownerKey} />
        </section>
      )}
      {(dog.status === 'retired' || dog.status === 'deceased') && (
        <section aria-labelledby="successor-title" className="space-y-2">
          <h3 id="successor-title" className="text-lg font-bold">
            A new dog
          </h3>
          <p>Registering your next service dog? Your contact details are filled in from this registration.</p>
          <ButtonLink to={successorPath(dog.id, ownerKey)}>Register a successor dog</ButtonLink>
        </section>
      )}
      <section aria-labelledby="lookups-title" className="space-y-2">
        <h3 id="lookups-title" className="text-lg font-bold">
          Look-ups
        </h3>
        <LookupLog dogId={dog.id} ownerKey={ownerKey} />
      </section>
      <section aria-labelledby="contact-title" className="space-y-2">
        <h3 id="contact-title" className="text-lg font-bold">
          Your contact details
        </h3>
        <ContactForm dog={dog} ownerKey={ownerKey} />
      </section>
    </section>
  );
}
